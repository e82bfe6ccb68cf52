/**
 * English messages of `/terms/price-prediction-price-watch` (issue 19), spread into LEGAL_EN;
 * French in legal-price-prediction-fr.ts.
 */
export const LEGAL_PRICE_PREDICTION_EN = {
  'predictionTerms.title': 'Price prediction and price watch',
  'predictionTerms.intro':
    'Price prediction tells you whether to buy a flight now or wait, from the prices we have seen for your exact trip. Price watch keeps an eye on that price for you and e-mails you when it drops or when it is time to buy.',
  'predictionTerms.method.title': 'How we predict',
  'predictionTerms.method.observe':
    'Every day we record the lowest total price for your exact search: the same airports, dates, travelers and cabin. When we start following a trip we fill in the last 45 days from the prices the airlines had on sale then.',
  'predictionTerms.method.model':
    'A model trained on thousands of fare histories we observed reads the last 45 days of those prices and today’s, the days left before departure, the weekday you fly and the kind of route (domestic or international, short or long). It looks at how the price has moved: its level against the recent low and typical price, how long since it last changed, sudden drops that look like a sale.',
  'predictionTerms.method.advice':
    'It estimates what waiting would cost you if you followed our advice day by day from tomorrow, buying on the first day we say buy (and the day before departure at the latest). We say wait only when waiting is expected to save money and is unlikely to cost more; otherwise we say buy now.',
  'predictionTerms.method.facts':
    'Fares follow patterns that fare trackers have long published: they are usually lowest one to three months before a domestic flight (longer for international trips), they jump as advance-purchase deadlines pass 21, 14, 7 and 3 days before departure, they climb as a flight fills, and sales come and go within days.',
  'predictionTerms.figures.title': 'What the figures mean',
  'predictionTerms.figures.change.label': 'Expected change if you wait',
  'predictionTerms.figures.change.value':
    'How much more (or, with a minus sign, less) we expect you to pay by waiting and following our advice, compared with buying now.',
  'predictionTerms.figures.chance.label': 'Chance the price rises if you wait',
  'predictionTerms.figures.chance.value':
    'How likely it is that waiting that way ends up costing more than buying now.',
  'predictionTerms.figures.band.label': 'The forecast on the chart',
  'predictionTerms.figures.band.value':
    'For each of the next 14 days (never past the day before departure), the lowest price we expect and a range it falls in four times in five. The line before it is the lowest price we recorded each day.',
  'predictionTerms.figures.backtest.label': '“Following our advice saved …”',
  'predictionTerms.figures.backtest.value':
    'We test the advice on trips the model was never trained on: simulated travelers start 7 to 60 days before departure, see only the prices recorded up to each day, and follow the advice. The figure is their average saving against buying on their first day, for trips of the same kind as yours.',
  'predictionTerms.backtest.caption':
    'Backtest of the current model: {travellers} travelers on {searches} trips it was not trained on',
  'predictionTerms.backtest.group': 'Kind of trip',
  'predictionTerms.backtest.saving': 'Average saving',
  'predictionTerms.backtest.noWorse': 'Paid no more than on their first day',
  'predictionTerms.group.domestic-short': 'Domestic, under 1,500 km',
  'predictionTerms.group.domestic-long': 'Domestic, 1,500 km or more',
  'predictionTerms.group.international-regional': 'International, under 4,500 km',
  'predictionTerms.group.international-long-haul': 'International, 4,500 km or more',
  'predictionTerms.limits':
    'A prediction is not a promise: prices can move either way, and past results do not guarantee future savings. We never read the airlines’ pricing systems, only the prices they offer.',
  'predictionTerms.watch.title': 'Price watch',
  'predictionTerms.watch.start':
    'Choose Watch this trip on the price prediction of your search. Watching is free and does not hold a seat or a price.',
  'predictionTerms.watch.checks': 'We check the lowest price for your search every 6 hours.',
  'predictionTerms.watch.alerts':
    'We e-mail you when the lowest price has dropped by at least $1 and 1% below the price we last told you about (or the price when you started watching), or when our advice turns to buy. Each e-mail links back to the flights.',
  'predictionTerms.watch.stop':
    'You can stop watching at any time from Watched trips in My Trips. A watch ends by itself on the day of departure.',
} as const;

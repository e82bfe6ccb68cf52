import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SavedCard } from '@wayfare/contracts/flight-booking';
import type { Currency } from '@wayfare/contracts/money';
import type { EarnRates, RewardsAccount } from '@wayfare/contracts/rewards';
import { canRoleSpendTravelCredits } from '@wayfare/domain/card-roles';
import { computeBookingEarn, selectEarnAccount } from '@wayfare/domain/earn';
import { splitPayment, type PaymentSplit } from '@wayfare/domain/payment-split';
import {
  paymentCredentialsQueryOptions,
  paymentMethodsQueryOptions,
  walletQueryOptions,
} from '../../api/booking-calls';
import { rewardsQueryOptions } from '../../api/session-calls';
import { travelCreditsQueryOptions } from '../../api/travel-credit-calls';
import type { PaymentChoice } from './booking-form';
import { listUsableAirlineCredits, toBookingPayment } from './booking-form';
import type { SummaryPayment } from '../../components/payment-lines';
import { EMPTY_SPLIT, toSplitRequest, type SplitDraft } from './split-payment-model';

/**
 * The payment half of a booking page, shared by flights and hotels: the person's rewards
 * accounts, travel credit and cards, their choice, and how the total splits across them
 * (the same `splitPayment` rule the server applies).
 */
export function useBookingPayment({
  userId,
  totalMinor,
  currency,
  earnCategory,
  marketingCarrierCodes,
}: {
  userId: string;
  totalMinor: number;
  currency: Currency;
  /** The product's earn category (spec rewards earn rates). */
  earnCategory: keyof EarnRates;
  /** Flights only: the trip's marketing airlines, so the person's airline credits can apply. */
  marketingCarrierCodes?: readonly string[];
}) {
  const rewards = useQuery(rewardsQueryOptions(userId));
  const travelCredits = useQuery({
    ...travelCreditsQueryOptions(userId),
    enabled: marketingCarrierCodes !== undefined,
  });
  const wallet = useQuery(walletQueryOptions(userId));
  const savedCards = useQuery(paymentMethodsQueryOptions(userId));
  const credentials = useQuery(paymentCredentialsQueryOptions());
  const [choice, setChoice] = useState<PaymentChoice>({
    cardToken: null,
    saveCard: false,
    rewardsAccountReferenceId: null,
    rewardsMinor: 0,
    applyWalletCredit: false,
  });
  const [addedCards, setAddedCards] = useState<SavedCard[]>([]);
  // Split payment (issue 23): what the card pays, shared across cards or travellers.
  const [splitDraft, setSplitDraft] = useState<SplitDraft>(EMPTY_SPLIT);

  const accounts: RewardsAccount[] = rewards.data?.accounts ?? [];
  // Only a credit on an account whose card role may spend it (domain/card-roles.ts) is offered.
  const spendingAccounts = new Set(
    accounts
      .filter((a) => canRoleSpendTravelCredits(a.customerAccountRole))
      .map((a) => a.accountReferenceId),
  );
  const credit =
    wallet.data?.credits.find((c) => spendingAccounts.has(c.accountReferenceId)) ?? null;
  const cards = useMemo(() => {
    const saved = savedCards.data?.cards ?? [];
    const known = new Set(saved.map((c) => c.cardToken));
    return [...addedCards.filter((c) => !known.has(c.cardToken)), ...saved];
  }, [addedCards, savedCards.data]);
  const newCardTokens = useMemo(
    () =>
      new Set(
        addedCards
          .filter((c) => !(savedCards.data?.cards ?? []).some((s) => s.cardToken === c.cardToken))
          .map((c) => c.cardToken),
      ),
    [addedCards, savedCards.data],
  );
  // The newest card is the default choice until the person picks one.
  const payment: PaymentChoice = {
    ...choice,
    cardToken: choice.cardToken ?? cards[0]?.cardToken ?? null,
  };

  const account = accounts.find((a) => a.accountReferenceId === payment.rewardsAccountReferenceId);
  const airlineCredits = marketingCarrierCodes
    ? listUsableAirlineCredits(
        travelCredits.data?.airlineCredits ?? [],
        marketingCarrierCodes,
        currency,
      )
    : [];
  // The airline credit pays first (as the server does), the usual split pays the rest.
  const airlineCredit = airlineCredits.find((c) => c.id === payment.airlineCreditId) ?? null;
  // A credit that is no longer usable (spent elsewhere, another airline) is never sent.
  payment.airlineCreditId = airlineCredit?.id ?? null;
  const airlineCreditMinor = airlineCredit
    ? Math.min(airlineCredit.remaining.amountMinor, totalMinor)
    : 0;
  const splitResult = splitPayment({
    totalMinor: totalMinor - airlineCreditMinor,
    walletCreditAvailableMinor: credit?.remaining.amountMinor ?? 0,
    applyWalletCredit: payment.applyWalletCredit,
    requestedRewardsMinor: payment.rewardsMinor,
    rewardsBalanceMinor: account?.rewardsBalance.value ?? 0,
  });
  const split: PaymentSplit = splitResult.ok
    ? splitResult.split
    : {
        walletCreditMinor: 0,
        rewardsMinor: 0,
        cardMinor: totalMinor - airlineCreditMinor,
        maxRewardsMinor: 0,
      };
  const payments: SummaryPayment[] = [
    { source: 'AncillaryCredit' as const, minor: airlineCreditMinor },
    { source: 'TravelWallet' as const, minor: split.walletCreditMinor },
    { source: 'Rewards' as const, minor: split.rewardsMinor },
    { source: 'UserCard' as const, minor: split.cardMinor },
  ]
    .filter((p) => p.minor > 0)
    .map((p) => ({ source: p.source, amount: { amountMinor: p.minor, currency } }));

  // The server's rule, to the mile: earn on the card part, on the account redeemed from (else the
  // first card). An account chosen with nothing redeemed is not sent, so it earns nothing here.
  const earn = computeBookingEarn(
    { amountMinor: split.cardMinor, currency },
    selectEarnAccount(accounts, split.rewardsMinor > 0 ? payment.rewardsAccountReferenceId : null),
    earnCategory,
  );

  return {
    isLoading: rewards.isPending,
    accounts,
    /** The chosen rewards account, if any. */
    account,
    /** What the card part earns (the booking's one earn rule, domain/earn.ts). */
    earn,
    credit,
    /** Flights only: the airline travel credits this trip can use, and what the chosen one pays. */
    airlineCredits,
    airlineCreditMinor,
    cards,
    newCardTokens,
    /** The choice as the book request sends it (a saved card is flagged as one). */
    request: {
      ...toBookingPayment(payment, split, newCardTokens),
      ...(split.cardMinor > 0 ? toSplitRequest(splitDraft, currency) : {}),
    },
    splitDraft,
    setSplitDraft,
    vaultOrigin: credentials.data?.vaultOrigin ?? null,
    payment,
    setChoice,
    split,
    payments,
    addCard(card: SavedCard) {
      setAddedCards((list) => [card, ...list.filter((c) => c.cardToken !== card.cardToken)]);
      setChoice((c) => ({ ...c, cardToken: card.cardToken }));
    },
  };
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SavedCard } from '@wayfare/contracts/flight-booking';
import type { Currency } from '@wayfare/contracts/money';
import type { SplitMode } from '@wayfare/contracts/split-payment';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { MAX_SHARES, MIN_SHARE_MINOR } from '@wayfare/domain/split-payment';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { formatTotal } from '../../format/format-money';
import { checkDraft, splitDraftEvenly, type SplitDraft } from './split-payment-model';

/**
 * "Split the payment" in the booking page's payment section (issue 23): between the booker's
 * cards or with their travellers, the shares' amounts checked as they are typed against what the
 * card pays (the domain's rule, the server's too).
 */
export function SplitPaymentFields({
  cardMinor,
  currency,
  cards,
  bookerCardToken,
  draft,
  onChange,
}: {
  cardMinor: number;
  currency: Currency;
  cards: readonly SavedCard[];
  bookerCardToken: string | null;
  draft: SplitDraft;
  onChange: (draft: SplitDraft) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const money = (amountMinor: number) => formatTotal(intl, { amountMinor, currency });
  const otherCards = cards.filter((c) => c.cardToken !== bookerCardToken);
  const check = checkDraft(draft, cardMinor, currency);
  const setShare = (index: number, patch: Partial<SplitDraft['shares'][number]>) =>
    onChange({
      ...draft,
      shares: draft.shares.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    });
  const setMode = (mode: SplitMode) => onChange({ ...draft, mode });

  let sumMessage: string;
  if (check.ok)
    sumMessage = intl.formatMessage({ id: 'split.sum.ok' }, { total: money(cardMinor) });
  else if (check.problem.code === 'ShareTooSmall')
    sumMessage = intl.formatMessage(
      { id: 'split.sum.tooSmall' },
      { minimum: money(MIN_SHARE_MINOR) },
    );
  else if (check.sumMinor > cardMinor)
    sumMessage = intl.formatMessage(
      { id: 'split.sum.over' },
      {
        sum: money(check.sumMinor),
        over: money(check.sumMinor - cardMinor),
        total: money(cardMinor),
      },
    );
  else
    sumMessage = intl.formatMessage(
      { id: 'split.sum.under' },
      {
        sum: money(check.sumMinor),
        left: money(cardMinor - check.sumMinor),
        total: money(cardMinor),
      },
    );

  return (
    <div className="wf-booking-subsection">
      <Checkbox
        isSelected={draft.enabled}
        onChange={(enabled) =>
          onChange(
            enabled && draft.shares.length < 2
              ? splitDraftEvenly({ ...draft, enabled }, 2, cardMinor, currency)
              : { ...draft, enabled },
          )
        }
      >
        {intl.formatMessage({ id: 'split.toggle' })}
      </Checkbox>
      <p className="wf-field-description">{intl.formatMessage({ id: 'split.toggleHint' })}</p>
      {draft.enabled ? (
        <>
          <fieldset className="wf-booking-fieldset">
            <legend>{intl.formatMessage({ id: 'split.mode.legend' })}</legend>
            <div className="wf-stack" role="radiogroup" aria-describedby={`${id}-mode-note`}>
              {(['travellers', 'cards'] as const).map((mode) => (
                <label key={mode} className="wf-radio">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    checked={draft.mode === mode}
                    onChange={() => setMode(mode)}
                  />
                  <span>{intl.formatMessage({ id: `split.mode.${mode}` })}</span>
                </label>
              ))}
            </div>
            <p id={`${id}-mode-note`} className="wf-field-description">
              {intl.formatMessage({ id: `split.${draft.mode}.note` })}
            </p>
          </fieldset>
          {draft.mode === 'travellers' ? (
            <TextField
              label={intl.formatMessage({ id: 'split.yourName' })}
              value={draft.bookerName}
              onChange={(bookerName) => onChange({ ...draft, bookerName })}
              autoComplete="name"
            />
          ) : null}
          {draft.mode === 'cards' && otherCards.length === 0 ? (
            <p className="wf-field-description">
              {intl.formatMessage({ id: 'split.cards.needAnother' })}
            </p>
          ) : null}
          {draft.shares.map((share, index) => (
            <fieldset key={index} className="wf-booking-fieldset">
              <legend>
                {index === 0
                  ? intl.formatMessage({ id: 'split.share.yours' })
                  : intl.formatMessage({ id: 'split.share.legend' }, { number: index + 1 })}
              </legend>
              <TextField
                label={
                  index === 0
                    ? intl.formatMessage({ id: 'split.share.yourAmount' })
                    : intl.formatMessage({ id: 'split.share.amount' }, { number: index + 1 })
                }
                value={share.amountText}
                inputMode="decimal"
                onChange={(amountText) => setShare(index, { amountText })}
              />
              {index > 0 && draft.mode === 'cards' ? (
                <div className="wf-field">
                  <label className="wf-field-label" htmlFor={`${id}-card-${index}`}>
                    {intl.formatMessage({ id: 'split.share.card' }, { number: index + 1 })}
                  </label>
                  <select
                    id={`${id}-card-${index}`}
                    className="wf-input"
                    value={share.cardToken ?? ''}
                    onChange={(event) => setShare(index, { cardToken: event.target.value || null })}
                  >
                    <option value="">{intl.formatMessage({ id: 'split.share.chooseCard' })}</option>
                    {otherCards.map((card) => (
                      <option key={card.cardToken} value={card.cardToken}>
                        {intl.formatMessage(
                          { id: 'split.shares.card' },
                          { brand: nameCardBrand(card.brand), lastFour: card.lastFour },
                        )}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {index > 0 && draft.mode === 'travellers' ? (
                <>
                  <TextField
                    label={intl.formatMessage(
                      { id: 'split.share.payerName' },
                      { number: index + 1 },
                    )}
                    value={share.payerName}
                    onChange={(payerName) => setShare(index, { payerName })}
                  />
                  <TextField
                    label={intl.formatMessage({ id: 'split.share.payerEmail' })}
                    type="email"
                    value={share.payerEmail}
                    onChange={(payerEmail) => setShare(index, { payerEmail })}
                  />
                </>
              ) : null}
              {index > 1 ? (
                <Button
                  variant="secondary"
                  onPress={() =>
                    onChange({ ...draft, shares: draft.shares.filter((_, i) => i !== index) })
                  }
                >
                  {intl.formatMessage({ id: 'split.remove' }, { number: index + 1 })}
                </Button>
              ) : null}
            </fieldset>
          ))}
          <p
            className={check.ok ? 'wf-field-description' : 'wf-field-error'}
            role="status"
            aria-live="polite"
          >
            {sumMessage}
          </p>
          <div className="wf-row">
            <Button
              variant="secondary"
              onPress={() =>
                onChange(splitDraftEvenly(draft, draft.shares.length, cardMinor, currency))
              }
            >
              {intl.formatMessage({ id: 'split.evenly' })}
            </Button>
            {draft.shares.length < MAX_SHARES ? (
              <Button
                variant="secondary"
                onPress={() =>
                  onChange(splitDraftEvenly(draft, draft.shares.length + 1, cardMinor, currency))
                }
              >
                {intl.formatMessage({ id: 'split.add' })}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

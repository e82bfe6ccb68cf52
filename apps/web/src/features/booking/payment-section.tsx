import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { SavedCard, WalletCredit } from '@wayfare/contracts/flight-booking';
import type { Money } from '@wayfare/contracts/money';
import type { RewardsAccount } from '@wayfare/contracts/rewards';
import type { Tenant } from '@wayfare/contracts/tenant';
import type { AirlineTravelCredit } from '@wayfare/contracts/trips';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import type { PaymentSplit } from '@wayfare/domain/payment-split';
import { canRedeem, summarizeRedemptionEligibility } from '@wayfare/domain/redemption';
import { canRoleRedeemRewards, isNonFinancialRole } from '@wayfare/domain/card-roles';
import { NfuAwarenessNotice } from '../../components/nfu-awareness-notice';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { formatTotal } from '../../format/format-money';
import type { PaymentChoice } from './booking-form';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { formatRewardsInput, parseRewardsInput } from './booking-form';
import { CardVaultFrame } from './card-vault-frame';
import { SpreedlyCardFields } from '../../vault/spreedly-card-fields';
import { paymentCredentialsQueryOptions } from '../../api/booking-calls';
import { SplitPaymentFields } from './split-payment-fields';
import type { SplitDraft } from './split-payment-model';
import { sayWalletCredit } from '../../format/format-wallet-credit';

export interface PaymentSectionProps {
  total: Money;
  split: PaymentSplit;
  accounts: readonly RewardsAccount[];
  credit: WalletCredit | null;
  /** Flights only: the person's airline travel credits usable on this trip's airline. */
  airlineCredits?: readonly AirlineTravelCredit[];
  /** What the chosen airline credit takes off the total. */
  airlineCreditMinor?: number;
  cards: readonly SavedCard[];
  /** Cards added on this visit and not yet kept. */
  newCardTokens: ReadonlySet<string>;
  onCardAdded: (card: SavedCard) => void;
  vaultOrigin: string | null;
  tenant: Tenant;
  choice: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  errors: { card?: string | undefined; rewards?: string | undefined };
  /** Split payment (issue 23): the choice, shown when the card pays something. */
  splitDraft?: SplitDraft;
  onSplitChange?: (draft: SplitDraft) => void;
}

/** Pay modes Cash and Miles (spec §1): travel credit, then rewards (a slider), then the card. */
export function PaymentSection({
  total,
  split,
  accounts,
  credit,
  airlineCredits = [],
  airlineCreditMinor = 0,
  cards,
  newCardTokens,
  onCardAdded,
  vaultOrigin,
  tenant,
  choice,
  onChange,
  errors,
  splitDraft,
  onSplitChange,
}: PaymentSectionProps) {
  const intl = useIntl();
  const id = useId();
  // Which card form: the sandbox vault's frame or Spreedly's iFrame (issue 24); cached, asked once.
  const credentials = useQuery(paymentCredentialsQueryOptions());
  const [wantsNewCard, setIsAddingCard] = useState(false);
  // With no card on file the new-card form is the only way to pay.
  const isAddingCard = wantsNewCard || cards.length === 0;
  // Card roles (domain/card-roles.ts): only accounts whose role redeems are offered; an
  // Authorized User is told who redeems, a Non Financial User once (the nfu awareness flag).
  const redeemers = accounts.filter((a) => canRoleRedeemRewards(a.customerAccountRole));
  const heldByOthers = accounts.filter(
    (a) =>
      !canRoleRedeemRewards(a.customerAccountRole) && !isNonFinancialRole(a.customerAccountRole),
  );
  const account = redeemers.find((a) => a.accountReferenceId === choice.rewardsAccountReferenceId);
  const eligibility = summarizeRedemptionEligibility(
    redeemers.map((a) => ({
      accountReferenceId: a.accountReferenceId,
      balance: a.rewardsBalance.value,
      redemptionMinimum: a.redemptionMinimum,
    })),
  );
  // What the person is typing in the amount box; otherwise the box shows the chosen amount.
  const [typedAmount, setAmountText] = useState<string | null>(null);
  const amountText =
    typedAmount ?? formatRewardsInput(choice.rewardsMinor, account?.currency ?? 'miles');

  const setRewards = (minor: number) =>
    onChange({ ...choice, rewardsMinor: Math.max(0, Math.min(minor, split.maxRewardsMinor)) });
  const rewardsValue = (minor: number) =>
    formatRewardAmount(minor, account?.currency ?? 'miles', intl.locale);
  const cashValue = (minor: number) =>
    formatTotal(intl, { amountMinor: minor, currency: total.currency });

  return (
    <section className="wf-card wf-booking-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'booking.payment.title' })}</h2>
      <NfuAwarenessNotice accounts={accounts} />

      {airlineCredits.length > 0 ? (
        <fieldset className="wf-booking-subsection wf-booking-fieldset">
          <legend>{intl.formatMessage({ id: 'booking.airlineCredit.title' })}</legend>
          <div className="wf-stack" role="radiogroup" aria-describedby={`${id}-airline-note`}>
            <label className="wf-radio">
              <input
                type="radio"
                name={`${id}-airline-credit`}
                checked={!choice.airlineCreditId}
                onChange={() => onChange({ ...choice, airlineCreditId: null })}
              />
              <span>{intl.formatMessage({ id: 'booking.airlineCredit.none' })}</span>
            </label>
            {airlineCredits.map((c) => (
              <label key={c.id} className="wf-radio">
                <input
                  type="radio"
                  name={`${id}-airline-credit`}
                  checked={choice.airlineCreditId === c.id}
                  onChange={() => onChange({ ...choice, airlineCreditId: c.id })}
                />
                <span>
                  {intl.formatMessage(
                    { id: 'booking.airlineCredit.option' },
                    {
                      airline: c.airline.name,
                      amount: formatTotal(intl, c.remaining),
                      date: intl.formatDate(c.expiresAt, { dateStyle: 'medium' }),
                    },
                  )}
                </span>
              </label>
            ))}
          </div>
          <p id={`${id}-airline-note`} className="wf-field-description" aria-live="polite">
            {airlineCreditMinor > 0
              ? intl.formatMessage(
                  { id: 'booking.airlineCredit.applied' },
                  {
                    amount: cashValue(airlineCreditMinor),
                    rest: cashValue(total.amountMinor - airlineCreditMinor),
                  },
                )
              : intl.formatMessage({ id: 'booking.airlineCredit.note' })}
          </p>
        </fieldset>
      ) : null}

      {credit ? (
        <div className="wf-booking-subsection">
          <h3>{intl.formatMessage({ id: 'booking.credit.title' })}</h3>
          <Checkbox
            isSelected={choice.applyWalletCredit}
            onChange={(applyWalletCredit) => onChange({ ...choice, applyWalletCredit })}
          >
            {intl.formatMessage(
              { id: 'booking.credit.apply' },
              { label: sayWalletCredit(intl, credit), amount: formatTotal(intl, credit.remaining) },
            )}
          </Checkbox>
        </div>
      ) : null}

      {redeemers.length === 0 && heldByOthers.length > 0 ? (
        <div className="wf-booking-subsection">
          <h3>{intl.formatMessage({ id: 'booking.rewards.title' })}</h3>
          {heldByOthers.map((a) => (
            <p key={a.accountReferenceId} className="wf-field-description">
              {intl.formatMessage(
                { id: 'cardRole.rewardsNote' },
                {
                  card: intl.formatMessage(
                    { id: 'booking.rewards.account' },
                    { name: a.productDisplayName, lastFour: a.lastFour },
                  ),
                },
              )}
            </p>
          ))}
        </div>
      ) : null}

      {redeemers.length > 0 ? (
        <fieldset className="wf-booking-subsection wf-booking-fieldset">
          <legend>{intl.formatMessage({ id: 'booking.rewards.title' })}</legend>
          {eligibility !== 'AllMeet' ? (
            <p className="wf-field-description">
              {intl.formatMessage({ id: `booking.rewards.eligibility.${eligibility}` })}
            </p>
          ) : null}
          <div
            className="wf-stack"
            role="radiogroup"
            aria-label={intl.formatMessage({ id: 'booking.rewards.title' })}
          >
            <label className="wf-radio">
              <input
                type="radio"
                name={`${id}-account`}
                checked={!choice.rewardsAccountReferenceId}
                onChange={() =>
                  onChange({ ...choice, rewardsAccountReferenceId: null, rewardsMinor: 0 })
                }
              />
              <span>{intl.formatMessage({ id: 'booking.rewards.none' })}</span>
            </label>
            {redeemers.map((a) => {
              const redeemable = canRedeem({
                accountReferenceId: a.accountReferenceId,
                balance: a.rewardsBalance.value,
                redemptionMinimum: a.redemptionMinimum,
              });
              const balance = formatRewardAmount(a.rewardsBalance.value, a.currency, intl.locale);
              return (
                <label key={a.accountReferenceId} className="wf-radio" data-disabled={!redeemable}>
                  <input
                    type="radio"
                    name={`${id}-account`}
                    disabled={!redeemable}
                    checked={choice.rewardsAccountReferenceId === a.accountReferenceId}
                    aria-describedby={`${id}-${a.accountReferenceId}-balance`}
                    onChange={() =>
                      onChange({
                        ...choice,
                        rewardsAccountReferenceId: a.accountReferenceId,
                        rewardsMinor: 0,
                      })
                    }
                  />
                  <span>
                    {intl.formatMessage(
                      { id: 'booking.rewards.account' },
                      { name: a.productDisplayName, lastFour: a.lastFour },
                    )}
                    <span
                      id={`${id}-${a.accountReferenceId}-balance`}
                      className="wf-field-description wf-block"
                    >
                      {redeemable
                        ? intl.formatMessage(
                            { id: `booking.rewards.balance.${a.currency}` },
                            { balance },
                          )
                        : intl.formatMessage(
                            { id: `booking.rewards.belowMinimum.${a.currency}` },
                            {
                              minimum: formatRewardAmount(
                                a.redemptionMinimum,
                                a.currency,
                                intl.locale,
                              ),
                              balance,
                            },
                          )}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {account ? (
            <div className="wf-booking-slider">
              <label htmlFor={`${id}-slider`} className="wf-field-label">
                {intl.formatMessage({ id: `booking.rewards.amount.${account.currency}` })}
              </label>
              <input
                id={`${id}-slider`}
                type="range"
                min={0}
                max={split.maxRewardsMinor}
                step={account.currency === 'miles' ? 100 : 1}
                value={choice.rewardsMinor}
                aria-valuetext={intl.formatMessage(
                  { id: `booking.rewards.valueText.${account.currency}` },
                  {
                    amount: rewardsValue(choice.rewardsMinor),
                    cash: cashValue(choice.rewardsMinor),
                  },
                )}
                onChange={(event) => {
                  setAmountText(null);
                  setRewards(Number(event.target.value));
                }}
              />
              <div className="wf-row wf-booking-slider-row">
                <label className="wf-visually-hidden" htmlFor={`${id}-amount`}>
                  {intl.formatMessage({ id: `booking.rewards.amount.${account.currency}` })}
                </label>
                <input
                  id={`${id}-amount`}
                  className="wf-input wf-booking-amount"
                  inputMode={account.currency === 'miles' ? 'numeric' : 'decimal'}
                  value={amountText}
                  aria-invalid={errors.rewards ? true : undefined}
                  aria-describedby={`${id}-rewards-note${errors.rewards ? ` ${id}-rewards-error` : ''}`}
                  onChange={(event) => {
                    setAmountText(event.target.value);
                    const parsed = parseRewardsInput(event.target.value, account.currency);
                    if (parsed !== null) setRewards(parsed);
                  }}
                  onBlur={() => setAmountText(null)}
                />
                <Button
                  variant="secondary"
                  onPress={() => {
                    setAmountText(null);
                    setRewards(split.maxRewardsMinor);
                  }}
                >
                  {intl.formatMessage({ id: 'booking.rewards.useMax' })}
                </Button>
              </div>
              <p id={`${id}-rewards-note`} className="wf-field-description">
                {intl.formatMessage(
                  { id: `booking.rewards.note.${account.currency}` },
                  {
                    amount: rewardsValue(choice.rewardsMinor),
                    cash: cashValue(choice.rewardsMinor),
                    max: rewardsValue(split.maxRewardsMinor),
                  },
                )}
              </p>
            </div>
          ) : null}
          {errors.rewards ? (
            <p id={`${id}-rewards-error`} className="wf-field-error" role="alert">
              {errors.rewards}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <div className="wf-booking-subsection">
        <h3>{intl.formatMessage({ id: 'booking.card.title' })}</h3>
        {split.cardMinor === 0 ? (
          <p>{intl.formatMessage({ id: 'booking.card.notNeeded' })}</p>
        ) : (
          <>
            <p>
              {intl.formatMessage(
                { id: 'booking.card.charge' },
                { amount: cashValue(split.cardMinor) },
              )}
            </p>
            {cards.length > 0 ? (
              <div
                className="wf-stack"
                role="radiogroup"
                aria-label={intl.formatMessage({ id: 'booking.card.title' })}
                aria-describedby={errors.card ? `${id}-card-error` : undefined}
              >
                {cards.map((card) => (
                  <label key={card.cardToken} className="wf-radio">
                    <input
                      type="radio"
                      name={`${id}-card`}
                      checked={choice.cardToken === card.cardToken}
                      onChange={() => onChange({ ...choice, cardToken: card.cardToken })}
                    />
                    <span>
                      {intl.formatMessage(
                        { id: 'booking.card.option' },
                        {
                          brand: nameCardBrand(card.brand),
                          lastFour: card.lastFour,
                          month: String(card.expiryMonth).padStart(2, '0'),
                          year: String(card.expiryYear % 100).padStart(2, '0'),
                        },
                      )}
                    </span>
                  </label>
                ))}
              </div>
            ) : null}
            {choice.cardToken && newCardTokens.has(choice.cardToken) ? (
              <Checkbox
                isSelected={choice.saveCard}
                onChange={(saveCard) => onChange({ ...choice, saveCard })}
              >
                {intl.formatMessage({ id: 'booking.card.save' })}
              </Checkbox>
            ) : null}
            {errors.card ? (
              <p id={`${id}-card-error`} className="wf-field-error" role="alert">
                {errors.card}
              </p>
            ) : null}
            {isAddingCard ? (
              vaultOrigin ? (
                <div className="wf-booking-new-card">
                  <h4>{intl.formatMessage({ id: 'booking.card.new' })}</h4>
                  {credentials.data?.paymentProvider === 'spreedly' ? (
                    <SpreedlyCardFields
                      environmentKey={credentials.data.environmentKey}
                      onCard={(card) => {
                        onCardAdded(card);
                        setIsAddingCard(false);
                      }}
                    />
                  ) : (
                    <CardVaultFrame
                      vaultOrigin={vaultOrigin}
                      tenant={tenant}
                      onCard={(card) => {
                        onCardAdded(card);
                        setIsAddingCard(false);
                      }}
                    />
                  )}
                </div>
              ) : (
                <p role="status">{intl.formatMessage({ id: 'booking.card.loading' })}</p>
              )
            ) : (
              <Button variant="secondary" onPress={() => setIsAddingCard(true)}>
                {intl.formatMessage({ id: 'booking.card.add' })}
              </Button>
            )}
          </>
        )}
      </div>
      {split.cardMinor > 0 && splitDraft && onSplitChange ? (
        <SplitPaymentFields
          cardMinor={split.cardMinor}
          currency={total.currency}
          cards={cards}
          bookerCardToken={choice.cardToken}
          draft={splitDraft}
          onChange={onSplitChange}
        />
      ) : null}
    </section>
  );
}

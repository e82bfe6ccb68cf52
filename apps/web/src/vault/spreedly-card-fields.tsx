import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardVaultResponse, SavedCard } from '@wayfare/contracts/flight-booking';
import { requestJson } from '../api/http-client';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import {
  loadSpreedlyIframe,
  startSpreedlyCard,
  type SpreedlyErrorField,
  type SpreedlyTokenizeFields,
} from './spreedly-iframe';

export interface SpreedlyCardFieldsProps {
  /** Spreedly's environment key (public by design), from `GET /payments/spreedlyCredentials`. */
  environmentKey: string;
  onCard: (card: SavedCard) => void;
}

/** What the form checks before Spreedly sees it: the name and expiry (Spreedly checks the rest). */
export function checkCardHolderFields(fields: {
  holderName: string;
  month: string;
  year: string;
}): SpreedlyErrorField[] {
  const errors: SpreedlyErrorField[] = [];
  if (!fields.holderName.trim()) errors.push('holderName');
  const month = Number(fields.month);
  if (
    !/^\d{1,2}$/.test(fields.month.trim()) ||
    month < 1 ||
    month > 12 ||
    !/^\d{4}$/.test(fields.year.trim())
  )
    errors.push('expiry');
  return errors;
}

const ERROR_MESSAGE = {
  number: 'booking.spreedly.invalidNumber',
  cvv: 'booking.spreedly.invalidCvv',
  expiry: 'booking.spreedly.invalidExpiry',
  holderName: 'booking.spreedly.nameRequired',
  form: 'booking.spreedly.failed',
} as const satisfies Record<SpreedlyErrorField, string>;

/**
 * The card form with Spreedly's hosted number and security-code fields; the name, expiry and
 * postal code are ours. The token Spreedly gives is read back by the API (brand, last four) and
 * handed on like a vault card.
 */
export function SpreedlyCardFields({ environmentKey, onCard }: SpreedlyCardFieldsProps) {
  const intl = useIntl();
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const numberEl = `spreedly-number-${id}`;
  const cvvEl = `spreedly-cvv-${id}`;
  const [status, setStatus] = useState<'loading' | 'ready' | 'saving' | 'failed'>('loading');
  const [errors, setErrors] = useState<SpreedlyErrorField[]>([]);
  const [holderName, setHolderName] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const controller = useRef<ReturnType<typeof startSpreedlyCard> | null>(null);
  const pending = useRef<SpreedlyTokenizeFields | null>(null);
  const onCardRef = useRef(onCard);
  useEffect(() => {
    onCardRef.current = onCard;
  });

  useEffect(() => {
    let live = true;
    const labels = {
      number: intl.formatMessage({ id: 'booking.spreedly.number' }),
      cvv: intl.formatMessage({ id: 'booking.spreedly.cvv' }),
    };
    loadSpreedlyIframe()
      .then((spreedly) => {
        if (!live) return;
        controller.current = startSpreedlyCard(
          spreedly,
          environmentKey,
          { numberEl, cvvEl },
          labels,
          {
            onReady: () => live && setStatus('ready'),
            onErrors: (fields) => {
              if (!live) return;
              setErrors(fields);
              setStatus('ready');
            },
            onToken: (token) => {
              const sent = pending.current;
              if (!live || !sent) return;
              requestJson<CardVaultResponse>('/payments/spreedly/paymentMethods', {
                method: 'POST',
                body: { paymentMethodToken: token },
              })
                .then((card) => {
                  if (!live) return;
                  onCardRef.current({
                    ...card,
                    expiryMonth: Number(sent.month),
                    expiryYear: Number(sent.year),
                    holderName: sent.full_name,
                  });
                })
                .catch(() => {
                  if (!live) return;
                  setErrors(['form']);
                  setStatus('ready');
                });
            },
          },
        );
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
      controller.current?.dispose();
      controller.current = null;
    };
  }, [environmentKey, numberEl, cvvEl, intl]);

  const submit = () => {
    const checked = checkCardHolderFields({ holderName, month, year });
    setErrors(checked);
    if (checked.length > 0 || !controller.current) return;
    const fields: SpreedlyTokenizeFields = {
      full_name: holderName.trim(),
      month: month.trim(),
      year: year.trim(),
      ...(postalCode.trim() ? { zip: postalCode.trim() } : {}),
    };
    pending.current = fields;
    setStatus('saving');
    controller.current.tokenize(fields);
  };

  const errorOf = (field: SpreedlyErrorField) =>
    errors.includes(field) ? intl.formatMessage({ id: ERROR_MESSAGE[field] }) : null;

  if (status === 'failed')
    return (
      <p role="alert" className="wf-field-error">
        {intl.formatMessage({ id: 'booking.spreedly.loadFailed' })}
      </p>
    );
  return (
    // Not a <form>: the booking page's form is around it.
    <div className="wf-spreedly-card">
      <TextField
        label={intl.formatMessage({ id: 'booking.spreedly.holderName' })}
        value={holderName}
        onChange={setHolderName}
        autoComplete="cc-name"
        isRequired
        errorMessage={errorOf('holderName')}
      />
      {(['number', 'cvv'] as const).map((field) => (
        <div key={field} className="wf-field">
          <span className="wf-field-label" id={`${field === 'number' ? numberEl : cvvEl}-label`}>
            {intl.formatMessage({ id: `booking.spreedly.${field}` })}
          </span>
          <div
            id={field === 'number' ? numberEl : cvvEl}
            className="wf-input wf-spreedly-field"
            role="group"
            aria-labelledby={`${field === 'number' ? numberEl : cvvEl}-label`}
          />
          {errorOf(field) ? (
            <span className="wf-field-error" role="alert">
              {errorOf(field)}
            </span>
          ) : null}
        </div>
      ))}
      <TextField
        label={intl.formatMessage({ id: 'booking.spreedly.expiryMonth' })}
        value={month}
        onChange={setMonth}
        autoComplete="cc-exp-month"
        inputMode="numeric"
        isRequired
        errorMessage={errorOf('expiry')}
      />
      <TextField
        label={intl.formatMessage({ id: 'booking.spreedly.expiryYear' })}
        value={year}
        onChange={setYear}
        autoComplete="cc-exp-year"
        inputMode="numeric"
        isRequired
      />
      <TextField
        label={intl.formatMessage({ id: 'booking.spreedly.postalCode' })}
        value={postalCode}
        onChange={setPostalCode}
        autoComplete="postal-code"
      />
      {errorOf('form') ? (
        <p className="wf-field-error" role="alert">
          {errorOf('form')}
        </p>
      ) : null}
      <Button onPress={submit} isDisabled={status !== 'ready'} isPending={status === 'saving'}>
        {intl.formatMessage({
          id: status === 'saving' ? 'booking.spreedly.saving' : 'booking.spreedly.submit',
        })}
      </Button>
    </div>
  );
}

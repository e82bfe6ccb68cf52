/**
 * The card vault frame, served from its own origin (vault.<host>) inside the booking page, so
 * card numbers never reach the portal or its API: only a token, brand and last four leave here,
 * by postMessage to an allowed portal origin. Plain DOM, no framework: it must stay tiny.
 */
import { checkCard, detectCardBrand } from '@wayfare/domain/card-rules';
import type { Tenant } from '@wayfare/contracts/tenant';
import { findTenantBrand } from '../tenant/tenant-brand';
import { formatCardNumberInput, formatExpiryInput, placeCaret } from './card-input-format';
import { VAULT_COPY, type VaultCopy } from './vault-copy';
import './vault.css';

interface VaultBoot {
  parents: string[];
}

type FieldName = 'holderName' | 'number' | 'expiry' | 'cvc' | 'postalCode';

function readBoot(): VaultBoot {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="wayfare-vault"]');
  try {
    const value: unknown = JSON.parse(meta?.content ?? '{}');
    const parents =
      typeof value === 'object' &&
      value !== null &&
      'parents' in value &&
      Array.isArray(value.parents)
        ? value.parents.filter((p): p is string => typeof p === 'string')
        : [];
    return { parents };
  } catch {
    return { parents: [] };
  }
}

const params = new URLSearchParams(window.location.search);
const boot = readBoot();
const requestedParent = params.get('parent') ?? '';
/** Messages go only to a portal origin the server vouched for. */
const parentOrigin = boot.parents.includes(requestedParent) ? requestedParent : null;
const copy: VaultCopy = params.get('lang') === 'fr' ? VAULT_COPY.fr : VAULT_COPY.en;
const tenant: Tenant = params.get('tenant') === 'capone-corporate' ? 'capone-corporate' : 'capone';
document.documentElement.lang = params.get('lang') === 'fr' ? 'fr-CA' : 'en-US';

function applyTheme(): void {
  const { theme } = findTenantBrand(tenant);
  const root = document.documentElement.style;
  root.setProperty('--vault-accent', theme.colorAccent);
  root.setProperty('--vault-accent-strong', theme.colorAccentStrong);
  root.setProperty('--vault-text', theme.colorText);
  root.setProperty('--vault-muted', theme.colorTextMuted);
  root.setProperty('--vault-focus', theme.colorFocus);
  root.setProperty('--vault-radius', theme.radiusSmall);
  root.setProperty('--vault-font', theme.fontFamily);
}

function post(message: unknown): void {
  if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

const inputs = new Map<FieldName, HTMLInputElement>();
const errors = new Map<FieldName, HTMLElement>();

function field(
  name: FieldName,
  label: string,
  attributes: Record<string, string>,
  className = '',
): HTMLElement {
  const wrapper = element('div', { class: `vault-field ${className}`.trim() });
  const id = `vault-${name}`;
  wrapper.append(element('label', { for: id }, label));
  const input = element('input', {
    id,
    name,
    'aria-describedby': `${id}-error`,
    ...attributes,
  });
  const error = element('span', { id: `${id}-error`, class: 'vault-error' });
  wrapper.append(input, error);
  inputs.set(name, input);
  errors.set(name, error);
  return wrapper;
}

function showError(name: FieldName, message: string | null): void {
  const input = inputs.get(name);
  const error = errors.get(name);
  if (!input || !error) return;
  error.textContent = message ?? '';
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** Shows the input's value formatted, keeping the caret after the same digits. */
function reformat(input: HTMLInputElement, format: (text: string) => string): void {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const formatted = format(input.value);
  if (formatted === input.value) return;
  const atEnd = caret >= input.value.length;
  input.value = formatted;
  const next = atEnd ? formatted.length : placeCaret(formatted, digitsBefore);
  input.setSelectionRange(next, next);
}

function value(name: FieldName): string {
  return inputs.get(name)?.value.trim() ?? '';
}

/** `MM/YY` or `MM/YYYY` → month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function validate(): boolean {
  let ok = true;
  const fail = (name: FieldName, message: string) => {
    showError(name, message);
    ok = false;
  };
  for (const name of inputs.keys()) showError(name, null);
  if (value('holderName') === '') fail('holderName', copy.holderRequired);
  const expiry = parseExpiry(value('expiry'));
  if (!expiry) fail('expiry', copy.expiryFormat);
  if (value('postalCode') === '') fail('postalCode', copy.postalRequired);
  const check = checkCard(
    {
      number: value('number'),
      expiryMonth: expiry?.month ?? 12,
      expiryYear: expiry?.year ?? 9999,
      cvc: value('cvc'),
    },
    new Date(),
  );
  if (!check.ok) {
    const target: FieldName = check.field === 'expiryMonth' ? 'expiry' : check.field;
    if (target !== 'expiry' || expiry) fail(target, copy[check.code]);
  }
  return ok;
}

function render(): void {
  const root = document.getElementById('vault');
  if (!root) return;
  const form = element('form', { class: 'vault-form', novalidate: '' });
  const status = element('p', { class: 'vault-status', role: 'status', 'aria-live': 'polite' });
  const brand = element('span', { class: 'vault-brand', 'aria-hidden': 'true' });
  const numberField = field('number', copy.number, {
    inputmode: 'numeric',
    autocomplete: 'cc-number',
    // 19 digits and their group spaces.
    maxlength: '23',
    spellcheck: 'false',
  });
  numberField.append(brand);
  form.append(
    field('holderName', copy.holderName, { autocomplete: 'cc-name', maxlength: '80' }),
    numberField,
    element('div', { class: 'vault-row' }),
    status,
  );
  const row = form.querySelector('.vault-row');
  row?.append(
    field('expiry', copy.expiry, {
      inputmode: 'numeric',
      autocomplete: 'cc-exp',
      placeholder: copy.expiryPlaceholder,
      maxlength: '7',
    }),
    field('cvc', copy.cvc, { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' }),
    field('postalCode', copy.postalCode, { autocomplete: 'postal-code', maxlength: '12' }),
  );
  const submit = element('button', { type: 'submit', class: 'vault-button' }, copy.submit);
  form.insertBefore(submit, status);
  root.append(form);

  const numberInput = inputs.get('number');
  numberInput?.addEventListener('input', () => {
    reformat(numberInput, (text) => formatCardNumberInput(text));
    const found = detectCardBrand(value('number').replace(/[\s-]/g, ''));
    brand.textContent = found ? (copy.brands[found] ?? '') : '';
  });
  const expiryInput = inputs.get('expiry');
  let previousExpiry = '';
  expiryInput?.addEventListener('input', () => {
    reformat(expiryInput, (text) => formatExpiryInput(text, previousExpiry));
    previousExpiry = expiryInput.value;
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    status.textContent = '';
    if (!validate()) {
      const firstInvalid = form.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      firstInvalid?.focus();
      return;
    }
    const expiry = parseExpiry(value('expiry'));
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    status.textContent = copy.saving;
    void fetch('/vault/v1/cards', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        number: value('number'),
        expiryMonth: expiry?.month ?? 0,
        expiryYear: expiry?.year ?? 0,
        cvc: value('cvc'),
        holderName: value('holderName'),
        postalCode: value('postalCode'),
      }),
    })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => ({}));
        if (!response.ok) {
          const record = (typeof body === 'object' && body !== null ? body : {}) as Record<
            string,
            unknown
          >;
          const code = typeof record.code === 'string' ? record.code : '';
          const known = code in copy ? copy[code as keyof VaultCopy] : null;
          const message =
            typeof known === 'string'
              ? known
              : typeof record.message === 'string'
                ? record.message
                : copy.failed;
          const target: FieldName =
            record.field === 'number'
              ? 'number'
              : record.field === 'cvc'
                ? 'cvc'
                : record.field === 'expiryMonth' || record.field === 'expiryYear'
                  ? 'expiry'
                  : 'number';
          showError(target, message);
          status.textContent = copy.failed;
          inputs.get(target)?.focus();
          return;
        }
        const card = body as {
          cardToken: string;
          brand: string;
          lastFour: string;
        };
        post({
          type: 'wayfare-vault:card',
          card: {
            cardToken: card.cardToken,
            brand: card.brand,
            lastFour: card.lastFour,
            expiryMonth: expiry?.month ?? 0,
            expiryYear: expiry?.year ?? 0,
            holderName: value('holderName'),
          },
        });
        form.reset();
        previousExpiry = '';
        brand.textContent = '';
        status.textContent = copy.saved.replace('{lastFour}', card.lastFour);
      })
      .catch(() => {
        status.textContent = copy.failed;
      })
      .finally(() => {
        submit.disabled = false;
        submit.removeAttribute('aria-busy');
      });
  });
}

applyTheme();
render();
new ResizeObserver(() => {
  post({ type: 'wayfare-vault:resize', height: Math.ceil(document.body.scrollHeight) });
}).observe(document.body);
post({ type: 'wayfare-vault:ready' });

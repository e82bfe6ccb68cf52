import type { MessageId } from './messages-en';

/** Makes every react-intl message id type-checked against the English catalogue. */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented augmentation point
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export {};

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../api/api-error';
import type { MessageId } from '../i18n/messages-en';
import { Button } from '../ui/button';
import { LoadingState, Notice } from '../ui/states';
import { PageTitle } from './page-title';

/**
 * The one frame of an agent-only page (the price-match and missed-connection queues and cases):
 * its title, a loading state, "support agents only" when the API answers 403, another failure
 * with a retry, else the page's own content from its data.
 */
export function AgentQueryPage<T>({
  query,
  title,
  loading,
  error,
  agentOnly,
  agentOnlyBody,
  children,
}: {
  query: UseQueryResult<T>;
  title: MessageId;
  loading: MessageId;
  error: MessageId;
  agentOnly: MessageId;
  agentOnlyBody: MessageId;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: loading })} />;
  } else if (query.isError) {
    const forbidden = isApiError(query.error) && query.error.status === 403;
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: forbidden ? agentOnly : error })}
        action={
          forbidden ? null : (
            <Button onPress={() => void query.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      >
        <p>{intl.formatMessage({ id: forbidden ? agentOnlyBody : 'error.network' })}</p>
      </Notice>
    );
  } else {
    body = children(query.data);
  }
  return (
    <>
      <PageTitle title={intl.formatMessage({ id: title })} />
      {body}
    </>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SessionInfo } from '@wayfare/contracts/session';
import { postSeenModal } from '../../api/cotb-calls';
import { userInfoQueryOptions } from '../../api/session-calls';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/states';

/**
 * Issue 24 (spec §3 hasSeenModalMap): the travel policy's introduction, shown once per person on
 * every device: dismissing it records `policy_intro` on the server, so another device never shows
 * it again. It sits in the page (not over it), so nothing waits on it.
 */
export function PolicyIntro({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(false);
  const seen = useMutation({
    mutationFn: () => postSeenModal('policy_intro'),
    onSuccess: () => void queryClient.invalidateQueries(userInfoQueryOptions()),
  });
  if (dismissed || !session.corporateInfo || session.corporateInfo.hasSeenModalMap.policy_intro)
    return null;
  return (
    <div data-testid="policy-intro">
      <Notice
        title={intl.formatMessage({ id: 'policyIntro.title' })}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              setDismissed(true);
              seen.mutate();
            }}
          >
            {intl.formatMessage({ id: 'policyIntro.dismiss' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: 'policyIntro.body' })}</p>
      </Notice>
    </div>
  );
}

import { ApiRequestError } from '@nordshop/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useStrings } from '@nordshop/catalog-ui';
import { useHydrated } from '../ui/use-hydrated';
import { useGlobalSearch, useRouterContext, useStorefront } from '../routing/hooks';
import { RouterLink, catalogLinks } from '../routing/use-links';

/**
 * /unsubscribe?token=…: the newsletter link's page. Leaving takes a click (mail scanners open
 * links), then the page confirms with the (masked) address; a bad link says so.
 */
export function UnsubscribePage() {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const hydrated = useHydrated();
  const search: { token?: unknown } = useGlobalSearch();
  const token = typeof search.token === 'string' ? search.token : '';
  const api = useRouterContext().apiFor(locale);
  const leave = useMutation({ mutationFn: () => api.unsubscribe(token) });
  const badLink =
    token === '' || (leave.error instanceof ApiRequestError && leave.error.status < 500);
  return (
    <main className="account unsubscribe">
      <h1>{t('unsubscribe.title')}</h1>
      <div className="account__panel">
        {leave.isSuccess ? (
          <>
            <p className="form-success" role="status">
              {t('unsubscribe.done', { email: leave.data.email })}
            </p>
            <RouterLink className="button" href={catalogLinks(locale).home()}>
              {t('general.back_home')}
            </RouterLink>
          </>
        ) : badLink ? (
          <p className="form-alert" role="alert">
            {t('unsubscribe.invalid')}
          </p>
        ) : (
          <>
            <p>{t('unsubscribe.lead')}</p>
            {leave.isError ? (
              <p className="form-alert" role="alert">
                {t('general.client_error')}
              </p>
            ) : null}
            <button
              type="button"
              className="button button--primary"
              disabled={!hydrated || leave.isPending}
              onClick={() => leave.mutate()}
            >
              {t('unsubscribe.confirm')}
            </button>
          </>
        )}
      </div>
    </main>
  );
}

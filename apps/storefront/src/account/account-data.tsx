// Data hooks and pieces the account pages share.
import type { CustomerProfile } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { accountOrdersQuery, accountProfileQuery } from '../data/account-queries';
import type { QueryScope } from '../data/query-scope';
import { useStrings } from '@nordshop/catalog-ui';
import { useRouterContext } from '../routing/hooks';
import type { AccountSession } from './account-layout';

/** The API client of the storefront. */
export function useApi(locale: LocaleCode) {
  return useRouterContext().apiFor(locale);
}

/** The query scope of the storefront: its locale and API client. */
export function useScope(locale: LocaleCode): QueryScope {
  return { locale, api: useApi(locale) };
}

/** The customer's stored details (fresh for a minute, so a save's answer is shown as it is). */
export function useProfile({ locale, token }: AccountSession) {
  return useQuery(accountProfileQuery(useScope(locale), token));
}

/** One page of the customer's orders, newest first. */
export function useOrders({ locale, token }: AccountSession, page: number) {
  return useQuery(accountOrdersQuery(useScope(locale), token, page));
}

/** Name, e-mail, phone and address of the profile. */
export function ProfileFacts({ profile }: { profile: CustomerProfile }) {
  const { t } = useStrings();
  const dash = (value: string) => (value.trim() === '' ? '–' : value);
  return (
    <dl className="account__facts">
      <div>
        <dt>{t('account.name')}</dt>
        <dd>{profile.name}</dd>
      </div>
      <div>
        <dt>{t('account.email')}</dt>
        <dd>{profile.email}</dd>
      </div>
      <div>
        <dt>{t('checkout.phone')}</dt>
        <dd>{dash(profile.phone)}</dd>
      </div>
      {profile.customer_type === 'company' ? (
        <div>
          <dt>{t('checkout.company_name')}</dt>
          <dd>
            {profile.company_name} {profile.org_number ? `(${profile.org_number})` : ''}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('checkout.address')}</dt>
        <dd>
          {profile.street || profile.postal_code || profile.city ? (
            <>
              {dash(profile.street)}
              <br />
              {profile.postal_code} {profile.city}
            </>
          ) : (
            '–'
          )}
        </dd>
      </div>
    </dl>
  );
}

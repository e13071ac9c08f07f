// Data hooks and pieces the account pages share.
import type { CustomerProfile } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouterContext } from '../routing/hooks';
import type { AccountSession } from './account-layout';

/** The API client of the storefront. */
export function useApi(locale: LocaleCode) {
  return useRouterContext().apiFor(locale);
}

/** The customer's stored details (fresh for a minute, so a save's answer is shown as it is). */
export function useProfile({ locale, token }: AccountSession) {
  const api = useApi(locale);
  // Fresh for a while: the answer of a save is shown as it is, not replaced by a refetch.
  return useQuery({
    queryKey: ['account-profile', locale, token],
    retry: false,
    staleTime: 60_000,
    queryFn: () => api.accountProfile(token),
  });
}

/** One page of the customer's orders, newest first. */
export function useOrders({ locale, token }: AccountSession, page: number) {
  const api = useApi(locale);
  return useQuery({
    queryKey: ['account-orders', locale, token, page],
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: () => api.accountOrders(token, page),
  });
}

/** Name, e-mail, phone and address of the profile. */
export function ProfileFacts({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
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

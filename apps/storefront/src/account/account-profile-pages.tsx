import { ApiRequestError, type CustomerProfile } from '@nordshop/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { CUSTOMER_TYPE_LABELS, Field } from '../ui/form-field';
import { screenPath } from '../routing/screen-path';
import { RouterLink } from '../routing/use-links';
import { AccountLayout, LoadFailed, Loading, type AccountSession } from './account-layout';
import { useAuthSend } from './auth-provider';
import {
  profileFormOf,
  profileUpdateBody,
  validateProfileForm,
  type ProfileField,
  type ProfileForm,
} from './profile-form';
import { useApi, useProfile, ProfileFacts } from './account-data';
import { accountProfileQuery } from '../data/account-queries';

function ProfileContent({ session }: { session: AccountSession }) {
  const { t } = useStrings();
  const send = useAuthSend();
  const profile = useProfile(session);
  const search: { saved?: unknown } = useSearch({ strict: false });
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed retry={() => void profile.refetch()} />;
  return (
    <div className="account__profile">
      {search.saved !== undefined ? (
        <p className="form-success" role="status">
          {t('account.profile_saved')}
        </p>
      ) : null}
      <ProfileFacts profile={profile.data.profile} />
      <div className="account__actions">
        <RouterLink
          className="button button--primary"
          href={screenPath('my-account-profile-edit', {}, session.locale)}
        >
          {t('account.edit_profile')}
        </RouterLink>
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'loginModal.showChangePassword' })}
        >
          {t('account.change_password')}
        </button>
      </div>
    </div>
  );
}

/** /my-account/profile: the customer's details. */
export function AccountProfilePage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account-profile" title={t('account.profile')}>
      {(session) => <ProfileContent session={session} />}
    </AccountLayout>
  );
}

function ProfileEditor({
  session,
  profile,
}: {
  session: AccountSession;
  profile: CustomerProfile;
}) {
  const { t } = useStrings();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { locale, token } = session;
  const api = useApi(locale);
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(profile));
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<ProfileField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const errors = validateProfileForm(form, locale);
  const save = useMutation({
    mutationFn: () => api.updateProfile(profileUpdateBody(form, locale), token),
    onSuccess: async (answer) => {
      queryClient.setQueryData(accountProfileQuery({ locale, api }, token).queryKey, answer);
      await router.navigate({
        to: screenPath('my-account-profile', {}, locale),
        search: { saved: 1 },
      });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400 && error.body.fields) {
        const fields: Partial<Record<ProfileField, string>> = {};
        for (const name of Object.keys(error.body.fields)) {
          if (name in form)
            fields[name as ProfileField] =
              name === 'phone'
                ? 'mobile_number'
                : name === 'postal_code'
                  ? 'postal_code'
                  : 'required';
        }
        setServerFields(fields);
      }
      setProblem(t('account.profile_not_saved'));
    },
  });
  const message = (field: ProfileField) => {
    const reason = serverFields[field] ?? (submitted ? errors[field] : undefined);
    return reason ? t(`checkout.error.${reason}`) : undefined;
  };
  const set = (field: ProfileField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerFields((current) => {
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const text = (
    field: ProfileField,
    label: string,
    extra: Partial<Parameters<typeof Field>[0]> = {},
  ) => (
    <Field
      name={field}
      label={label}
      value={String(form[field])}
      error={message(field)}
      onChange={(value) => set(field, value)}
      onBlur={() => undefined}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    if (Object.keys(errors).length > 0) {
      setProblem(t('checkout.fix_errors'));
      return;
    }
    save.mutate();
  };
  return (
    <form
      className="account__form"
      noValidate
      onSubmit={submit}
      aria-label={t('account.edit_profile')}
    >
      <fieldset className="checkout__choice">
        <legend>{t('checkout.customer_type')}</legend>
        {CUSTOMER_TYPE_LABELS.map(([type, label]) => (
          <label key={type} className="checkout__radio">
            <input
              type="radio"
              name="customer_type"
              value={type}
              checked={form.customer_type === type}
              onChange={() => setForm((current) => ({ ...current, customer_type: type }))}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      {text('name', t('account.name'), { autoComplete: 'name' })}
      <p className="account__email-note">
        {t('account.email')}: <strong>{profile.email}</strong>
      </p>
      {text('phone', t('checkout.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {form.customer_type === 'company' ? (
        <>
          {text('company_name', t('checkout.company_name'), { autoComplete: 'organization' })}
          {text('org_number', t('checkout.org_number'))}
        </>
      ) : null}
      {text('street', t('checkout.street'), { autoComplete: 'street-address' })}
      <div className="checkout__row">
        {text('postal_code', t('checkout.postal_code'), { autoComplete: 'postal-code' })}
        {text('city', t('checkout.city'), { autoComplete: 'address-level2' })}
      </div>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="account__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('account.saving') : t('account.save')}
        </button>
        <RouterLink className="button" href={screenPath('my-account-profile', {}, locale)}>
          {t('account.cancel')}
        </RouterLink>
      </div>
    </form>
  );
}

function ProfileEditContent({ session }: { session: AccountSession }) {
  const profile = useProfile(session);
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed retry={() => void profile.refetch()} />;
  return <ProfileEditor session={session} profile={profile.data.profile} />;
}

/** /my-account/profile/edit: change the customer's details, checked with the storefront's rules. */
export function AccountProfileEditPage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account-profile" title={t('account.edit_profile')}>
      {(session) => <ProfileEditContent session={session} />}
    </AccountLayout>
  );
}

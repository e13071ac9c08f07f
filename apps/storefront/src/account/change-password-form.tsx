import {
  ApiRequestError,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
  type ApiClient,
  type ChangePasswordRequest,
} from '@nordshop/api-contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { Field } from '../ui/form-field';
import { useAuthSend } from './auth-provider';

type ChangeState =
  { type: 'idle' } | { type: 'sending' } | { type: 'done' } | { type: 'failed'; key: string };

/** The text key of a refused password change, by the API's status. */
function changeFailureKey(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 401) return 'auth.error.current_password';
  if (status === 429) return 'auth.error.rateLimited';
  return 'auth.error.unavailable';
}

/** The change is done: said, and focused (the form and its focused field are gone). */
function PasswordChanged({ text }: { text: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <p ref={message} className="form-success" role="status" tabIndex={-1}>
      {text}
    </p>
  );
}

/**
 * The change-password form of a logged-in customer (POST /api/auth/change-password). The change
 * ends every session of the account; this one goes on with the tokens of the answer. A session a
 * login link started (`currentRequired` false: a forgotten password, a new account) sets the new
 * password without the current one, which is then neither asked nor sent.
 */
export function ChangePasswordForm({
  api,
  accessToken,
  currentRequired,
}: {
  api: ApiClient;
  accessToken: string;
  currentRequired: boolean;
}) {
  const { t } = useStrings();
  const send = useAuthSend();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<ChangeState>({ type: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.type === 'sending') return;
    const found: Record<string, string> = {};
    if (currentRequired && current === '') found['current_password'] = t('checkout.error.required');
    if (next.length < PASSWORD_MIN)
      found['new_password'] = t('auth.error.password_short', { count: PASSWORD_MIN });
    if (repeat !== next) found['repeat_password'] = t('auth.error.password_mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState({ type: 'sending' });
    const body: ChangePasswordRequest = currentRequired
      ? { current_password: current, new_password: next }
      : { new_password: next };
    try {
      const tokens = await api.changePassword(body, accessToken);
      send({ type: 'auth.sessionRenewed', tokens });
      setState({ type: 'done' });
      setCurrent('');
      setNext('');
      setRepeat('');
    } catch (error) {
      setState({ type: 'failed', key: changeFailureKey(error) });
    }
  };
  if (state.type === 'done') return <PasswordChanged text={t('auth.password_changed')} />;
  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      {currentRequired ? (
        <Field
          name="current_password"
          label={t('auth.current_password')}
          type="password"
          autoComplete="current-password"
          value={current}
          error={errors['current_password']}
          onChange={setCurrent}
          onBlur={() => undefined}
        />
      ) : (
        <p className="login-form__lead">{t('auth.set_password_lead')}</p>
      )}
      <Field
        name="new_password"
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        value={next}
        error={errors['new_password']}
        onChange={setNext}
        onBlur={() => undefined}
      />
      <Field
        name="repeat_password"
        label={t('auth.repeat_password')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        error={errors['repeat_password']}
        onChange={setRepeat}
        onBlur={() => undefined}
      />
      {state.type === 'failed' ? (
        <p className="form-alert" role="alert">
          {t(state.key)}
        </p>
      ) : null}
      {/* Not disabled while sending: a disabled button would drop keyboard focus. */}
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={state.type === 'sending'}
        aria-busy={state.type === 'sending'}
      >
        {t('account.change_password')}
      </button>
    </form>
  );
}

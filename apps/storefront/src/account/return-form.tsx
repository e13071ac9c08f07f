import {
  ApiRequestError,
  RETURN_REASONS,
  type ApiClient,
  type Order,
  type ReturnReason,
} from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, orderReturnsQuery } from '../data/account-queries';
import { useId, useState, type FormEvent } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { LoadFailed, Loading } from './account-layout';
import { formatOrderDate } from './order-format';
import { offersReturn } from './order-returnable';
import { returnRequestOf, type ReturnChoice } from './return-choice';

/**
 * Returns chosen lines of an order (POST /api/orders/{id}/returns): per line how many units to send
 * back (up to what can still be returned), the reason and a comment. Works with the order's own
 * token (my-order) or its customer's (my-account).
 */
export function ReturnForm({
  api,
  order,
  token,
  locale,
  onDone,
}: {
  api: ApiClient;
  order: Order;
  token: string;
  locale: LocaleCode;
  onDone: () => void;
}) {
  const { t } = useStrings();
  const id = useId();
  const queryClient = useQueryClient();
  const returnable = useQuery(orderReturnsQuery({ locale, api }, order.id, token));
  const [choice, setChoice] = useState<ReturnChoice>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      api.createReturn(order.id, returnRequestOf(choice, reason as ReturnReason, comment), token),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.orderReturnsAll });
      await queryClient.invalidateQueries({ queryKey: accountKeys.returnsAll });
      onDone();
    },
    onError: (error) => {
      setProblem(
        error instanceof ApiRequestError && error.status === 409
          ? t('returns.error.not_returnable')
          : t('returns.error.generic'),
      );
    },
  });

  if (!offersReturn(order)) {
    return <p className="account__empty">{t('returns.nothing_to_return')}</p>;
  }
  if (returnable.isPending) return <Loading />;
  if (returnable.isError) return <LoadFailed retry={() => void returnable.refetch()} />;
  const left = new Map(
    returnable.data.returnable.map((entry) => [entry.order_line_id, entry.quantity]),
  );
  const lines = order.lines.filter((line) => (left.get(line.id) ?? 0) > 0);
  const until = returnable.data.returnable_until;
  if (until !== null && new Date(until).getTime() < Date.now()) {
    return <p className="account__empty">{t('returns.window_closed')}</p>;
  }
  if (until === null || lines.length === 0) {
    return <p className="account__empty">{t('returns.nothing_to_return')}</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (Object.values(choice).every((quantity) => quantity === 0)) {
      setProblem(t('returns.error.choose_line'));
      return;
    }
    if (reason === '') {
      setProblem(t('returns.error.choose_reason'));
      return;
    }
    send.mutate();
  };
  return (
    <form className="return-form" noValidate onSubmit={submit}>
      <p>{t('returns.until', { date: formatOrderDate(until, locale) })}</p>
      <fieldset>
        <legend>{t('returns.choose_lines')}</legend>
        <ul className="return-form__lines">
          {lines.map((line) => {
            const max = left.get(line.id) ?? 0;
            const inputId = `${id}-line-${line.id}`;
            return (
              <li key={line.id}>
                {line.thumb ? <img src={line.thumb.url} width={48} height={48} alt="" /> : <span />}
                <label htmlFor={inputId}>
                  {line.name}
                  <span className="return-form__max">{t('returns.at_most', { count: max })}</span>
                </label>
                <select
                  id={inputId}
                  value={choice[line.id] ?? 0}
                  onChange={(event) =>
                    setChoice((current) => ({ ...current, [line.id]: Number(event.target.value) }))
                  }
                >
                  {Array.from({ length: max + 1 }, (_, quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="checkout-field">
        <label htmlFor={`${id}-reason`}>{t('returns.reason')}</label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReturnReason | '')}
        >
          <option value="">{t('returns.choose_reason')}</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`returns.reason.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="checkout-field">
        <label htmlFor={`${id}-comment`}>{t('returns.comment')}</label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('returns.sending') : t('returns.submit')}
      </button>
    </form>
  );
}

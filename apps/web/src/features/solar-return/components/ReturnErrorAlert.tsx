/** A failed return call (the return, the lunar returns, the Mirata search) as the spec's error alert writes it. */
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { it } from '../../../i18n/it.ts';

export function ReturnErrorAlert({ error }: { error: unknown }) {
  return <ApiErrorAlert error={error} title={it.solarReturn.errorTitle} />;
}

// A percentage as the page's language writes it, two decimals: "54.32 %", "54,32 %", "54,32%".
import { useFormatter, useTranslations } from 'next-intl';

/** The page's way of writing a percentage; null (no percentage) is written as nothing. */
export function usePercent(): (value: number | null) => string {
  const t = useTranslations('resultNumbers');
  const format = useFormatter();
  return (value) =>
    value === null
      ? ''
      : t('percent', { value: format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
}

export function Percent({ value }: { value: number | null }) {
  return <>{usePercent()(value)}</>;
}

import { useTranslation } from '@evisa/i18n';
import { formatDeskTime, formatUtcTime } from './desk-dates';

/** A moment in the staff member's time zone, in UTC on hover (and for machines, in `dateTime`). */
export function DeskTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} title={formatUtcTime(iso, i18n.language)} className={className}>
      {formatDeskTime(iso, i18n.language)}
    </time>
  );
}

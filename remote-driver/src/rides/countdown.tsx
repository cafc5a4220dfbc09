import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds until the shown text changes: every second within the hour, every minute beyond. */
function untilNextChange(leftMs: number): number {
  const step = Math.abs(leftMs) < HOUR ? SECOND : MINUTE;
  const rest = ((leftMs % step) + step) % step;
  return rest === 0 ? step : rest;
}

/**
 * Time to the pickup, counting down live ("Pickup in 1 h 05 min", "Pickup in 4 min 30 s"), then how
 * long ago it was. Deliberately not a live region: a screen reader is not told every second; the
 * text is read when the driver reaches it. Only this small node re-renders as the clock ticks.
 */
export function Countdown({ to, skewMs }: { to: string; skewMs: number }) {
  const { t } = useTranslation('driver');
  const target = Date.parse(to);
  const [now, setNow] = useState(() => Date.now() + skewMs);
  const left = target - now;
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now() + skewMs), untilNextChange(target - (Date.now() + skewMs)));
    return () => clearTimeout(timer);
  }, [now, target, skewMs]);

  const ms = Math.abs(left);
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  const m = Math.floor((ms % HOUR) / MINUTE);
  const s = Math.floor((ms % MINUTE) / SECOND);
  const m2 = String(m).padStart(2, '0');
  const time = d > 0 ? t('duration.days', { d, h }) : h > 0 ? t('duration.hours', { h, m: m2 }) : t('duration.minutes', { m, s: String(s).padStart(2, '0') });
  return (
    <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="countdown">
      {Math.abs(left) < SECOND ? t('countdown.now') : left > 0 ? t('countdown.in', { time }) : t('countdown.ago', { time })}
    </Text>
  );
}

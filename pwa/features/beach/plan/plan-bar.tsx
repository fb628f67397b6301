/**
 * One day of the strip drawn on a bar, midnight to midnight: daylight on the top lane, the hours
 * dogs may be on the sand in the middle (hatched where they may not), the low-tide windows at the
 * bottom, and the best stretch outlined across all three. The lanes and the hatching read without
 * colour; a screen reader hears the same in words (describePlanBar).
 */
import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { londonInstant } from '../../../../domain/clock/london-time.ts';
import type { DayPlan, Interval } from '../../../../domain/planning/day-plan.ts';
import { describePlanBar } from '../../../../domain/planning/day-plan-words.ts';

const WIDTH = 1000;
const LANES = { light: [0, 8], dogs: [11, 25], tide: [28, 36] } as const;
const TICK_HOURS = [6, 12, 18];

function Lane({
  plan,
  spans,
  lane,
  fill,
}: {
  plan: DayPlan;
  spans: Interval[];
  lane: keyof typeof LANES;
  fill: string;
}) {
  const length = plan.day.end - plan.day.start;
  const [top, bottom] = LANES[lane];
  return spans.map(({ start, end }) => (
    <rect
      key={start}
      x={((start - plan.day.start) / length) * WIDTH}
      width={((end - start) / length) * WIDTH}
      y={top}
      height={bottom - top}
      fill={fill}
    />
  ));
}

export function PlanBar({ plan }: { plan: DayPlan }) {
  const hatch = useId();
  const [year, month, day] = plan.date.split('-').map(Number);
  const length = plan.day.end - plan.day.start;
  const xOf = (t: number) => ((t - plan.day.start) / length) * WIDTH;
  const whole = [plan.day];
  return (
    <chakra.svg
      role="img"
      aria-label={describePlanBar(plan)}
      viewBox={`0 0 ${WIDTH} 36`}
      preserveAspectRatio="none"
      w="full"
      h="9"
      display="block"
      data-testid="plan-bar"
    >
      <defs>
        <pattern id={hatch} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#fee2e2" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#b91c1c" strokeWidth="3" />
        </pattern>
      </defs>
      {/* Night, then the daylight over it. */}
      <Lane plan={plan} spans={whole} lane="light" fill="#334155" />
      {plan.daylight && <Lane plan={plan} spans={[plan.daylight]} lane="light" fill="#e0c592" />}
      {/* Rules not known: a plain grey lane, neither open nor closed. */}
      <Lane plan={plan} spans={whole} lane="dogs" fill={plan.dogs ? `url(#${hatch})` : '#d4d4d8'} />
      {plan.dogs && <Lane plan={plan} spans={plan.dogs} lane="dogs" fill="#15803d" />}
      <Lane plan={plan} spans={whole} lane="tide" fill="#eaf6f8" />
      <Lane plan={plan} spans={plan.lowTide} lane="tide" fill="#147b91" />
      {TICK_HOURS.map((hour) => {
        const x = xOf(londonInstant(year, month, day, hour * 60).getTime());
        return (
          <line
            key={hour}
            x1={x}
            x2={x}
            y1="0"
            y2="36"
            stroke="white"
            strokeWidth="1.5"
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
      {plan.best && (
        <rect
          x={xOf(plan.best.start)}
          width={xOf(plan.best.end) - xOf(plan.best.start)}
          y="1"
          height="34"
          fill="none"
          stroke="#0a3240"
          strokeWidth="3"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </chakra.svg>
  );
}

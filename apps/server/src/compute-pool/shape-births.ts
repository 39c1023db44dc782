/**
 * The births the task kinds' request shapes are computed for (task-kind.ts `shapes`): a chart with
 * every body in an ordinary place, and one whose houses fall back above the polar circle.
 */
export const SHAPE_BIRTH = { datetime: '1990-06-15T14:30', latitude: 41.9028, longitude: 12.4964, timezone: 2 } as const;

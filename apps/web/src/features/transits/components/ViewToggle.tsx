/**
 * Tabella / Timeline: a group of two radio buttons drawn as a segmented control (transits.css).
 * Plain elements: Mantine's SegmentedControl measures its floating indicator in a layout effect,
 * which forced the whole page's layout inside the click that opens the tab (issue 23).
 */
import { useId } from 'react';

export interface ViewToggleProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

export function ViewToggle<V extends string>({ label, value, options, onChange }: ViewToggleProps<V>) {
  const name = useId();
  return (
    <div className="tt-toggle" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={o.value} className="tt-toggle-option">
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}

import classes from './segmented-choice.module.css';

interface SegmentedChoiceProps<T extends string> {
  /** The radios' shared name: one Tab stop, arrows move between them. */
  name: string;
  /** The group's name: the id of an element that says it, or the words themselves. */
  labelledBy?: string;
  label?: string;
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
  disabled?: boolean;
}

/**
 * A few exclusive choices side by side, as native radios: Mantine's SegmentedControl without its
 * floating indicator, which measured the page in a layout effect as it mounted (a forced layout
 * inside the record page's longest task).
 */
export function SegmentedChoice<T extends string>({
  name,
  labelledBy,
  label,
  value,
  onChange,
  data,
  disabled,
}: SegmentedChoiceProps<T>) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-label={label} className={classes.root}>
      {data.map((option) => (
        <label key={option.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { MoneyInput } from '../../../components/money-input';
import type { WorksheetFormValues } from '../lib/worksheet-form';

interface WorksheetProposalFieldProps {
  name: 'auctionProposal' | 'retailProposal';
  label: string;
  /** The default proposal (domain defaultProposal) the formulas use while the field is blank. */
  suggested: number;
  disabled?: boolean;
}

/**
 * A card's proposal. Blank means "the suggestion" (the formulas then use the default proposal), so
 * the field shows that figure, marked "Suggested", until someone types another; emptied while
 * typing it stays empty until the field is left.
 */
export function WorksheetProposalField({ name, label, suggested, disabled }: WorksheetProposalFieldProps) {
  const { control } = useFormContext<WorksheetFormValues>();
  const [editing, setEditing] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const showSuggestion = field.value === '' && !editing;
        return (
          <MoneyInput
            label={label}
            name={field.name}
            ref={field.ref}
            value={showSuggestion ? suggested : field.value}
            onChange={(value) => {
              setEditing(true);
              field.onChange(value);
            }}
            onBlur={() => {
              setEditing(false);
              field.onBlur();
            }}
            description={showSuggestion ? 'Suggested' : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            disabled={disabled}
            allowNegative
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}

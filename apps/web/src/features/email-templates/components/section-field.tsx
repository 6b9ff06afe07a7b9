import type { TemplateSection } from '@dealer/domain';
import { Textarea, TextInput } from '@mantine/core';
import type { FocusEvent, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface SectionFieldProps {
  section: TemplateSection;
  /** The field's registration; absent for a readonly section, which is shown and not editable. */
  registration?: UseFormRegisterReturn;
  error?: string;
  onFocusField: (el: HTMLInputElement | HTMLTextAreaElement) => void;
}

const afterTextOf = (s: TemplateSection) => (s.after_text ? `Followed by: ${s.after_text}` : undefined);

/** One section of a template: the subject on one line, the others as text areas. */
export function SectionField({ section, registration, error, onFocusField }: SectionFieldProps) {
  if (!registration) {
    return (
      <Textarea
        label={section.label}
        description="This section cannot be changed."
        value={section.default}
        readOnly
        autosize
        minRows={2}
        variant="filled"
      />
    );
  }
  const { ref, onBlur, ...rest } = registration;
  const common = {
    label: section.label,
    description: afterTextOf(section) ?? (section.link ? 'The label of the e-mail’s button.' : undefined),
    error,
    required: section.required,
    ...rest,
    onBlur,
    onFocus: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocusField(e.currentTarget),
  };
  if (section.var === 'subject' || section.link) return <TextInput {...common} ref={ref as Ref<HTMLInputElement>} />;
  return <Textarea {...common} ref={ref as Ref<HTMLTextAreaElement>} autosize minRows={2} maxRows={10} />;
}

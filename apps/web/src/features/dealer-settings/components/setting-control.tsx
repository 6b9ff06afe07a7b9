import { MMR_GRADES } from '@dealer/domain';
import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { MoneyInput } from '../../../components/money-input';
import type { DealerSetting } from '../api/dealer-settings';
import { GRADE_SETTING_ID, LONG_TEXT_SETTING_IDS, MONEY_SETTING_IDS, settingField } from '../lib/defaults-form';

const GRADE_OPTIONS = MMR_GRADES.map((g) => ({ value: g, label: g }));

/** Grade values arrive as numbers (3) and the list reads '3.0'. */
const gradeText = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v).toFixed(1));

/**
 * The control a setting's type calls for (issue 15): a switch for yes/no, a money input for
 * amounts, a select for a list of allowed values (and the MMR grade), a text box for the rest;
 * labelled with the setting's name and described by what it does.
 */
export function SettingControl({ setting, disabled }: { setting: DealerSetting; disabled: boolean }) {
  const { control } = useFormContext();
  const name = settingField(setting.id);
  const common = { label: setting.name, description: setting.description, disabled };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        if (setting.type === 'boolean')
          return (
            <Switch
              {...common}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              error={error}
            />
          );
        if (MONEY_SETTING_IDS.includes(setting.id))
          return (
            <MoneyInput {...common} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={error} />
          );
        if (setting.id === GRADE_SETTING_ID || setting.allowed)
          return (
            <Select
              {...common}
              data={setting.allowed ? setting.allowed : GRADE_OPTIONS}
              value={setting.allowed ? (field.value as string) || null : gradeText(field.value)}
              onChange={(v) => field.onChange(setting.allowed ? (v ?? '') : v === null ? '' : Number(v))}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={error}
            />
          );
        const Input = LONG_TEXT_SETTING_IDS.includes(setting.id) ? Textarea : TextInput;
        return (
          <Input
            {...common}
            value={(field.value as string) ?? ''}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            onBlur={field.onBlur}
            error={error}
          />
        );
      }}
    />
  );
}

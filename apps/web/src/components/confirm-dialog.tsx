import { DIALOG_TITLES } from '@dealer/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * The shared "Please confirm" dialog (spec part 1, "Shared widgets": buttons Cancel and OK).
 * Resolves true on OK, false on Cancel, Esc or closing it. OK takes the focus, as a browser's
 * confirm does, so Enter confirms.
 */
export function showConfirm(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: DIALOG_TITLES.confirm,
      centered: true,
      children: <Text>{message}</Text>,
      labels: { confirm: 'OK', cancel: 'Cancel' },
      confirmProps: { 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

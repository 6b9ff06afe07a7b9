import type { NotificationSettingInput } from '@dealer/domain';
import { NOTIFICATION_TEXTS } from '@dealer/domain';
import { Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { NotificationSettings } from '../api/notification-settings';
import { type ChannelKey, channelCount, isOn, toggleAllChanges, withChannel } from '../lib/settings-matrix';

const CHANNELS: { key: ChannelKey; label: string }[] = [
  { key: 'email', label: NOTIFICATION_TEXTS.email },
  { key: 'sms', label: NOTIFICATION_TEXTS.sms },
  { key: 'web', label: NOTIFICATION_TEXTS.web },
];

interface Props {
  data: NotificationSettings;
  dealer: { id: number; name: string };
  disabled: boolean;
  onChange: (changes: NotificationSettingInput[]) => void;
}

/**
 * One dealer's notifications: a row each with its e-mail, text and web switches (summaries: e-mail
 * only), and a first row of "All" toggles with how many are on of how many each covers.
 */
export function DealerSettingsTable({ data, dealer, disabled, onChange }: Props) {
  const headingId = `notification-dealer-${dealer.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {dealer.name}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Notification</Table.Th>
              {CHANNELS.map((c) => (
                <Table.Th scope="col" key={c.key} ta="center">
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr data-row="all">
              <Table.Th scope="row">{NOTIFICATION_TEXTS.all}</Table.Th>
              {CHANNELS.map((c) => {
                const count = channelCount(data, dealer.id, c.key);
                return (
                  <Table.Td key={c.key}>
                    <Stack gap={2} align="center">
                      <Switch
                        checked={count.on === count.of}
                        disabled={disabled}
                        onChange={() => onChange(toggleAllChanges(data, dealer.id, c.key))}
                        aria-label={`All ${c.label} at ${dealer.name}`}
                        aria-describedby={`${headingId}-${c.key}-count`}
                        size="sm"
                      />
                      <Text size="xs" id={`${headingId}-${c.key}-count`}>
                        {`${count.on}/${count.of}`}
                      </Text>
                    </Stack>
                  </Table.Td>
                );
              })}
            </Table.Tr>
            {data.notifications.map((n) => {
              const setting = data.settings.find((s) => s.dealerId === dealer.id && s.notification === n.name);
              if (!setting) return null;
              return (
                <Table.Tr key={n.name} data-row={n.name}>
                  <Table.Th scope="row" fw="normal">
                    <Text size="sm" fw={600}>
                      {n.label}
                    </Text>
                    <Text size="xs" c="dimmed" visibleFrom="sm">
                      {n.description}
                    </Text>
                  </Table.Th>
                  {CHANNELS.map((c) => (
                    <Table.Td key={c.key} ta="center">
                      {n.summary && c.key !== 'email' ? (
                        <Text size="xs" c="dimmed" aria-label={`No ${c.label} for summaries`}>
                          —
                        </Text>
                      ) : (
                        <Switch
                          styles={{ body: { justifyContent: 'center' } }}
                          checked={isOn(setting, c.key)}
                          disabled={disabled}
                          onChange={(e) => onChange([withChannel(setting, c.key, e.currentTarget.checked)])}
                          aria-label={`${n.label}: ${c.label} at ${dealer.name}`}
                          size="sm"
                        />
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

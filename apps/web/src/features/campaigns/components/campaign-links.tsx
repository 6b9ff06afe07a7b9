import { ActionIcon, Anchor, Group, Stack, Tooltip } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import type { Campaign } from '../api/campaigns';
import type { CampaignLinkKind } from '../api/qr-files';
import { CopyLinkButton } from './copy-link-button';
import type { QrTarget } from './qr-code-dialog';

const LINKS: { kind: CampaignLinkKind; label: string }[] = [
  { kind: 'tradein', label: 'Trade-in form' },
  { kind: 'return', label: 'Lease return form' },
];

/** A campaign's two customer links, each with a copy button and its QR code. */
export function CampaignLinks({ campaign, onQr }: { campaign: Campaign; onQr: (target: QrTarget) => void }) {
  return (
    <Stack gap={2}>
      {LINKS.map(({ kind, label }) => {
        const link = campaign.links[kind];
        const title = `${campaign.name}: ${label.toLowerCase()}`;
        return (
          <Group key={kind} gap={4} wrap="nowrap">
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
              {label}
            </Anchor>
            <CopyLinkButton link={link} label={`${title} link`} />
            <Tooltip label="QR code" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`QR code of ${title}`}
                onClick={() =>
                  onQr({
                    source: { kind: 'campaign', id: campaign.id, link: kind },
                    title,
                    link,
                    fileName: `campaign-${campaign.id}-${kind}-qr`,
                  })
                }
              >
                <IconQrcode size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
    </Stack>
  );
}

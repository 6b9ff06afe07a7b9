import type { PublicOffer } from '@dealer/domain';
import { formatPhone } from '@dealer/domain';
import { Anchor, Avatar, Group, Image, Stack, Text } from '@mantine/core';

/** The offer page's letterhead: the dealer's logo, name, address and phone (never the product's name). */
export function DealerBrand({ dealer }: { dealer: PublicOffer['dealer'] }) {
  const phone = formatPhone(dealer.phoneNumber);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="header" data-testid="dealer-brand">
      {/* A dealer without a logo gets its initials as a mark, so the page is never the product's. */}
      {dealer.logoUrl ? (
        <Image src={dealer.logoUrl} alt="" h={40} w="auto" fit="contain" />
      ) : (
        <Avatar name={dealer.name} color="blue.8" variant="filled" size={40} aria-hidden />
      )}
      <Stack gap={0}>
        <Text fw={700} fz="lg">
          {dealer.name}
        </Text>
        {dealer.address ? (
          <Text size="sm" c="dimmed">
            {dealer.address}
          </Text>
        ) : null}
        {phone ? (
          <Anchor size="sm" href={`tel:+1${dealer.phoneNumber?.replace(/\D/g, '').slice(-10)}`}>
            {phone}
          </Anchor>
        ) : null}
      </Stack>
    </Group>
  );
}

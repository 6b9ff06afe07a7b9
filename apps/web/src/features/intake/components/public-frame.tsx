import { Container, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { useCustomerDocumentTitle } from '../../../lib/customer-title';
import type { PublicDealer } from '../api/get-public-dealer';

interface PublicFrameProps {
  dealer?: PublicDealer | null;
  loading?: boolean;
  title?: string;
  children?: ReactNode;
}

/** The customer-facing page: no shell, phone first, the dealer's name and logo on top and in the tab's title. */
export function PublicFrame({ dealer, loading, title, children }: PublicFrameProps) {
  // The customer's tab reads the page and the dealer, as the heading and the brand above it do.
  useCustomerDocumentTitle(title, dealer?.name);
  return (
    <Container size={640} px="md" py="lg" component="main">
      <Stack gap="lg">
        {dealer ? (
          <Group gap="sm" wrap="nowrap">
            {dealer.logoUrl ? <Image src={dealer.logoUrl} alt="" h={40} w="auto" fit="contain" /> : null}
            <Text fw={700} fz="lg">
              {dealer.name}
            </Text>
          </Group>
        ) : (
          <Logo />
        )}
        {title ? <Title order={1}>{title}</Title> : null}
        {loading ? <Loader aria-label="Loading" /> : children}
      </Stack>
    </Container>
  );
}

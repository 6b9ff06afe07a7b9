import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_ID } from '../../../app/a11y/skip-link';
import { Logo } from '../../../components/logo';
import classes from './auth-layout.module.css';

/** Spec part 1 section 1: "The auth layout shows the product logo and a side panel." */
export function AuthLayout() {
  return (
    // A plain flex box (the style sheet's): Mantine's Flex would add its code to the sign-in page.
    <Box className={classes.root}>
      <Center component="main" id={MAIN_ID} className={classes.formColumn} p="md">
        <Stack w="100%" maw={420} gap="xl">
          <Logo />
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Outlet />
          </Paper>
        </Stack>
      </Center>
      <Box component="aside" visibleFrom="sm" className={classes.sidePanel} aria-label="About Dealer Admin">
        <Stack gap="sm" maw={420}>
          <Logo inverted />
          <Title order={2} c="white">
            Appraise, value and buy vehicles in one place.
          </Title>
          <Text c="white">Trade-ins, lease returns, showroom and service appraisals for your dealership.</Text>
        </Stack>
      </Box>
    </Box>
  );
}

/** Title and subtitle at the top of each auth card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
}

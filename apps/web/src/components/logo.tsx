import { PRODUCT_NAME } from '@dealer/domain';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';

interface LogoProps {
  /** Only the mark (narrow headers); the name stays for screen readers. */
  compact?: boolean;
  /** For dark backgrounds. */
  inverted?: boolean;
}

/** The car mark alone (decorative; the caller gives the accessible name). */
export function LogoMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const mark = inverted ? '#fff' : '#1864ab';
  const car = inverted ? '#1864ab' : '#fff';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={mark} />
      <path
        d="M6 19.5 9 13a3 3 0 0 1 2.7-1.7h8.6A3 3 0 0 1 23 13l3 6.5V23a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1H10v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z"
        fill={car}
      />
      <circle cx="10.5" cy="19" r="1.6" fill={mark} />
      <circle cx="21.5" cy="19" r="1.6" fill={mark} />
    </svg>
  );
}

/** The product logo: a car mark and "Dealer Admin". */
export function Logo({ compact = false, inverted = false }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark inverted={inverted} />
      {compact ? (
        <VisuallyHidden>{PRODUCT_NAME}</VisuallyHidden>
      ) : (
        <Text component="span" fw={700} fz="lg" c={inverted ? 'white' : undefined}>
          {PRODUCT_NAME}
        </Text>
      )}
    </Group>
  );
}

/** The logo as the top bar shows it: the mark alone below 1200 px, with the name above. */
export function ResponsiveLogo() {
  return (
    <>
      <Box hiddenFrom="lg">
        <Logo compact />
      </Box>
      <Box visibleFrom="lg">
        <Logo />
      </Box>
    </>
  );
}

import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCar, IconCarGarage, IconRotate, IconShare } from '@tabler/icons-react';
import type { WelcomeCardKey, WelcomeCard as WelcomeCardModel } from '../lib/welcome-cards';
import classes from './welcome.module.css';

const ICONS: Record<WelcomeCardKey, typeof IconCar> = {
  share: IconShare,
  tradein: IconCar,
  lease: IconRotate,
  service: IconCarGarage,
};

interface WelcomeCardProps {
  card: WelcomeCardModel;
  onOpen: () => void;
}

/** One action of the Welcome page, a button that opens its dialog. */
export function WelcomeCard({ card, onOpen }: WelcomeCardProps) {
  const Icon = ICONS[card.key];
  return (
    <Card
      component="button"
      type="button"
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      onClick={onOpen}
    >
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
        <div>
          <Text fw={600} size="lg">
            {card.label}
          </Text>
          <Text size="sm" c="dimmed">
            {card.description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCurrentDealer, useSession } from '../../auth';
import { QueueDashboard } from '../../dashboard-queues';
import { StartDialog } from '../components/start-dialog';
import classes from '../components/welcome.module.css';
import { WelcomeCard } from '../components/welcome-card';
import { type WelcomeCard as WelcomeCardModel, welcomeCards } from '../lib/welcome-cards';

/** Spec part 1 section 2, "Welcome page (/{dslug}/new)". */
export function WelcomePage() {
  const { user } = useSession();
  const { roles } = useCurrentDealer();
  const [openCard, setOpenCard] = useState<WelcomeCardModel | null>(null);
  const cards = welcomeCards(roles);

  return (
    <Stack gap="xl">
      <Box className={classes.hero}>
        <Stack gap="lg">
          <div>
            <Title order={1}>Welcome {user.firstName}</Title>
            <Text size="lg">What would you like to do today?</Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: cards.length > 2 ? 4 : 2 }} spacing="md">
            {cards.map((card) => (
              <WelcomeCard key={card.key} card={card} onOpen={() => setOpenCard(card)} />
            ))}
          </SimpleGrid>
        </Stack>
      </Box>

      {/* Spec part 1 section 2: "Below is the dashboard of draggable queues." */}
      <QueueDashboard />

      <StartDialog card={openCard} onClose={() => setOpenCard(null)} />
    </Stack>
  );
}

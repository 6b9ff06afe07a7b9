import { Avatar } from '@mantine/core';
import { campaignAvatarText } from '../lib/campaign-form';

/** Part 2 section 9 "Campaign avatar" (initials, or the first 3 characters). */
export function CampaignAvatar({ name }: { name: string }) {
  return (
    <Avatar radius="xl" size={34} color="indigo" aria-hidden>
      {campaignAvatarText(name)}
    </Avatar>
  );
}

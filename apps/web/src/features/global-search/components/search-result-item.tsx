import { AREA_LABELS, vehicleTitle } from '@dealer/domain';
import { Text } from '@mantine/core';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { SearchHit } from '../api/global-search';
import classes from './search.module.css';

interface SearchResultItemProps {
  hit: SearchHit;
  index: number;
  slug: string;
  linkRef: Ref<HTMLAnchorElement>;
  onOpen: () => void;
}

/** One hit: the vehicle, its VIN, the customer and the area; opens the appraisal (Enter or click). */
export function SearchResultItem({ hit, index, slug, linkRef, onOpen }: SearchResultItemProps) {
  const customer = [hit.firstName, hit.lastName].filter(Boolean).join(' ');
  const details = [hit.vin, customer, hit.email, AREA_LABELS[hit.area]].filter(Boolean).join(' · ');
  return (
    <li>
      <Link
        ref={linkRef}
        to={`/${slug}/appraisals/${hit.id}`}
        className={classes.result}
        data-index={index}
        onClick={onOpen}
      >
        <Text component="span" display="block" fw={600}>
          {vehicleTitle(hit)}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed" className={classes.details}>
          {details}
        </Text>
      </Link>
    </li>
  );
}

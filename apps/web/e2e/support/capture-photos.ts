import type { Page } from '@playwright/test';

// A real 1×1 PNG: the capture page keeps only bytes that are an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The photos the inspection capture page asks for, by their field labels. */
export const CAPTURE_PHOTOS = [
  'Front of the vehicle',
  'Rear of the vehicle',
  'Driver side',
  'Passenger side',
  'Interior',
  'Odometer (the dashboard showing the mileage)',
] as const;

/** Gives each of the capture page's photo fields a picture, as a customer's phone would. */
export async function addCapturePhotos(page: Page): Promise<void> {
  for (const [i, label] of CAPTURE_PHOTOS.entries()) {
    await page.getByLabel(label).setInputFiles({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: PNG });
  }
}

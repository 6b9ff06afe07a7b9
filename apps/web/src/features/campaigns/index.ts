/** The campaigns feature's public pieces beyond its lazy-loaded Campaigns tab: the service QR code. */
export { SERVICE_QR_TITLE, ServiceQrButton, ServiceQrDialog } from './components/service-qr-button';

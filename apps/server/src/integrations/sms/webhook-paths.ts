/**
 * Where the provider calls us: each message's status callback (given with the message) and the
 * number's inbound-message webhook (set once in the provider's console; the sandbox uses it).
 */
export const SMS_STATUS_PATH = '/api/webhooks/sms/status';
export const SMS_INBOUND_PATH = '/api/webhooks/sms/inbound';

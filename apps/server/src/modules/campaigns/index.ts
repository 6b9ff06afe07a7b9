export {
  applyCampaignAutoOffer,
  automatedOfferOf,
  type CampaignIntakeRules,
  campaignIntakeRules,
  withCampaignAutoOffer,
} from './campaign-rules.service';
export { campaignLinks } from './campaigns.service';

export { PartnerBanks } from './PartnerBanks';

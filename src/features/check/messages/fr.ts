// The Check screen's words in French (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/fr';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Vérifier un numéro de téléphone',
  intro:
    'Saisissez ou collez un numéro dans n’importe quel format. Il est mis en forme pendant la saisie et vérifié selon les règles de son pays.',
  result: 'Résultat',
  empty: 'Saisissez un numéro pour le vérifier.',
  valid: 'Numéro valide',
  invalid: 'Pas encore valide',
  notValid: 'Non valide',
  lengthOnly: 'Longueur vérifiée ; les règles complètes sont en cours de chargement.',
  country: 'Pays',
  international: 'International (aucun pays)',
  type: 'Type',
  typeUnknown: 'Inconnu',
  types,
  e164: 'E.164',
  internationalForm: 'International',
  nationalForm: 'National',
  rfc3966: 'URI tel:',
  extension: 'Poste',
  copy: (what) => `Copier ${what}`,
  copied: (what) => `${what} copié`,
  call: (number) => `Appeler le ${number}`,
  privacy:
    'Rien de ce que vous saisissez ne quitte ce navigateur : aucun serveur, aucun pistage, aucune recherche.',
  checkAll: 'Tous les vérifier dans « Nettoyer une liste »',
};

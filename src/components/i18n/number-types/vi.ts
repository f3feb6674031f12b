// Each number type's name in Vietnamese, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Di động',
  FIXED_LINE: 'Cố định',
  FIXED_LINE_OR_MOBILE: 'Cố định hoặc di động',
  TOLL_FREE: 'Miễn cước',
  PREMIUM_RATE: 'Dịch vụ giá trị gia tăng',
  SHARED_COST: 'Chia sẻ cước',
  VOIP: 'Điện thoại Internet (VoIP)',
  PERSONAL_NUMBER: 'Số cá nhân',
  PAGER: 'Máy nhắn tin',
  UAN: 'Số truy cập chung',
  VOICEMAIL: 'Hộp thư thoại',
};

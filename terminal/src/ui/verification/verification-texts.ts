import type { CodeError, ContactStatus, DocumentKind, FileError, VerificationBadge } from '../../domain/verification';

/** Verification screen texts: the spec's Russian with English beside it; other locales read English. */
const EN = {
  userId: 'ID', badge: { notPassed: 'KYC not passed', passed: 'Verification passed', failed: 'Verification failed' } satisfies Record<VerificationBadge, string>,
  simulation: 'Simulation: no code is actually sent; the test codes 123456 and 000000 work. Documents never leave this browser: only their name, size and type are kept, and the Plus request is processed locally.',
  basicTitle: 'Verification', plusTitle: 'Verification Plus',
  fiatLimit: (limit: string) => `Fiat limit: ${limit} daily`,
  basicNeeds: 'Needs: e-mail and phone confirmation', plusNeeds: 'Needs: proof of address, identity document, selfie with the document',
  levelDone: 'Completed', levelOpen: 'Not completed',
  contacts: { email: 'E-mail', phone: 'Phone' } satisfies Record<'email' | 'phone', string>,
  contactStatus: { idle: 'Not confirmed', pending: 'Code sent', success: 'Confirmed', error: 'Not confirmed: wrong code' } satisfies Record<ContactStatus, string>,
  sendCode: 'Send code', resendCode: 'Send again', code: (contact: string) => `${contact} confirmation code`, confirm: 'Confirm',
  codeErrors: {
    CODE_REQUIRED: 'Enter the confirmation code.', CODE_INVALID: 'Invalid confirmation code', CODE_NOT_SENT: 'Send a code first, then enter it here.',
  } satisfies Record<CodeError, string>,
  documents: { address: 'Proof of address', passport: 'Identity document (passport)', selfie: 'Selfie with the document' } satisfies Record<DocumentKind, string>,
  notUploaded: 'Not uploaded', upload: 'Upload', replace: 'Replace', uploadLabel: (document: string) => `Upload: ${document}`,
  dialogTitle: (document: string) => `Upload document: ${document}`, chooseFile: 'File (JPG, PNG or PDF, at most 5MB)',
  chosen: 'Chosen file', uploading: 'Uploading...', cancel: 'Cancel',
  fileErrors: {
    FILE_TYPE: 'Unsupported file format. Allowed: JPG, PNG, PDF', FILE_TOO_LARGE: 'The file is too large. Maximum size: 5MB',
    FILE_EMPTY: 'The file is empty. Choose another file.',
  } satisfies Record<FileError, string>,
  getPlus: 'Get Plus status', processing: 'Processing...', needDocuments: 'Upload all three documents to get Plus status.',
  plusFailed: 'The Plus request could not be processed. Try again.', plusWaitsForBasic: 'Plus status received. Confirm your e-mail and phone to pass verification.',
};
export type VerificationTexts = typeof EN;

const RU: VerificationTexts = {
  userId: 'ID', badge: { notPassed: 'KYC не пройден', passed: 'Верификация пройдена', failed: 'Верификация не пройдена' },
  simulation: 'Симуляция: коды никуда не отправляются, подходят тестовые коды 123456 и 000000. Документы не покидают этот браузер: сохраняются только имя, размер и тип файла, а запрос Plus обрабатывается локально.',
  basicTitle: 'Верификация', plusTitle: 'Верификация Plus',
  fiatLimit: (limit) => `Лимит на фиат: ${limit} в сутки`,
  basicNeeds: 'Требуется: подтверждение e-mail и телефона', plusNeeds: 'Требуется: подтверждение адреса, документ, удостоверяющий личность, селфи с документом',
  levelDone: 'Пройдена', levelOpen: 'Не пройдена',
  contacts: { email: 'E-mail', phone: 'Телефон' },
  contactStatus: { idle: 'Не подтверждён', pending: 'Код отправлен', success: 'Подтверждён', error: 'Не подтверждён: неверный код' },
  sendCode: 'Отправить код', resendCode: 'Отправить ещё раз', code: (contact) => `Код подтверждения: ${contact}`, confirm: 'Подтвердить',
  codeErrors: {
    CODE_REQUIRED: 'Введите код подтверждения.', CODE_INVALID: 'Неверный код подтверждения', CODE_NOT_SENT: 'Сначала отправьте код, затем введите его здесь.',
  },
  documents: { address: 'Подтверждение адреса', passport: 'Документ, удостоверяющий личность (паспорт)', selfie: 'Селфи с документом' },
  notUploaded: 'Не загружен', upload: 'Загрузить', replace: 'Заменить', uploadLabel: (document) => `Загрузить: ${document}`,
  dialogTitle: (document) => `Загрузка документа: ${document}`, chooseFile: 'Файл (JPG, PNG или PDF, не более 5MB)',
  chosen: 'Выбран файл', uploading: 'Загрузка...', cancel: 'Отмена',
  fileErrors: {
    FILE_TYPE: 'Неподдерживаемый формат файла. Разрешены: JPG, PNG, PDF', FILE_TOO_LARGE: 'Файл слишком большой. Максимальный размер: 5MB',
    FILE_EMPTY: 'Файл пуст. Выберите другой файл.',
  },
  getPlus: 'Получить статус Plus', processing: 'Обработка...', needDocuments: 'Загрузите все три документа, чтобы получить статус Plus.',
  plusFailed: 'Не удалось обработать запрос Plus. Попробуйте ещё раз.', plusWaitsForBasic: 'Статус Plus получен. Подтвердите e-mail и телефон, чтобы пройти верификацию.',
};

export const verificationTexts = (locale: string): VerificationTexts => (locale === 'ru' ? RU : EN);

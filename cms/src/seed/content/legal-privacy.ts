import { legal } from './types';

/** /privacy: consent lasts for the agreement plus one year (the broker's privacy rule). */
export const privacy = legal({
  en: {
    title: 'Privacy policy',
    description: 'What personal data we collect, why, and how long we keep your consent.',
    markdown: `## 1. Data we collect
Name, date of birth, country and address, e-mail and phone number, identity documents and selfies you upload for verification, and records of your deposits, withdrawals and trades.

## 2. Why we use it
To open and run your account, to verify your identity (KYC) and prevent money laundering (AML), to process payments and to meet our legal duties. We do not sell personal data.

## 3. How long your consent lasts
Your consent to processing lasts for the term of the client agreement and one year after it ends. Records the law requires us to keep (for example anti-money-laundering records) are kept for as long as that law says.

## 4. Your rights
You may ask for a copy of your data, correct it, or ask us to delete what we are not required to keep. Write to support from the cabinet; we answer within 24 hours on average.

## 5. Security
Client assets are 95% in cold storage; withdrawals go only to whitelisted addresses; two-factor authentication and login notifications are available in the security settings.`,
  },
  ru: {
    title: 'Политика конфиденциальности',
    description: 'Какие персональные данные мы собираем, зачем и как долго действует согласие.',
    markdown: `## 1. Какие данные мы собираем
Имя, дата рождения, страна и адрес, e-mail и телефон, документы и селфи, загруженные для верификации, а также история пополнений, выводов и сделок.

## 2. Зачем мы их используем
Чтобы открыть и обслуживать ваш счёт, проверить личность (KYC) и противодействовать отмыванию денег (AML), проводить платежи и выполнять требования закона. Мы не продаём персональные данные.

## 3. Срок действия согласия
Согласие на обработку данных действует в течение срока клиентского соглашения и одного года после его окончания. Сведения, которые закон обязывает хранить (например, для целей AML), хранятся в течение установленного законом срока.

## 4. Ваши права
Вы можете запросить копию своих данных, исправить их или попросить удалить то, что мы не обязаны хранить. Напишите в поддержку из личного кабинета: в среднем мы отвечаем в течение 24 часов.

## 5. Безопасность
95% активов клиентов хранятся в холодных кошельках; вывод возможен только на адреса из белого списка; в настройках безопасности доступны двухфакторная аутентификация и уведомления о входе.`,
  },
  de: {
    title: 'Datenschutzerklärung',
    description: 'Welche personenbezogenen Daten wir erheben, wozu und wie lange Ihre Einwilligung gilt.',
    markdown: `## 1. Welche Daten wir erheben
Name, Geburtsdatum, Land und Anschrift, E-Mail-Adresse und Telefonnummer, die Ausweisdokumente und Selfies, die Sie zur Verifizierung hochladen, sowie Aufzeichnungen über Ihre Einzahlungen, Auszahlungen und Trades.

## 2. Wozu wir sie verwenden
Um Ihr Konto zu eröffnen und zu führen, Ihre Identität zu prüfen (KYC), Geldwäsche zu verhindern (AML), Zahlungen abzuwickeln und unsere gesetzlichen Pflichten zu erfüllen. Wir verkaufen keine personenbezogenen Daten.

## 3. Wie lange Ihre Einwilligung gilt
Ihre Einwilligung in die Verarbeitung gilt für die Laufzeit der Kundenvereinbarung und ein Jahr nach deren Ende. Unterlagen, die wir gesetzlich aufbewahren müssen (etwa zur Geldwäscheprävention), bewahren wir so lange auf, wie das jeweilige Gesetz es vorschreibt.

## 4. Ihre Rechte
Sie können eine Kopie Ihrer Daten anfordern, sie berichtigen lassen oder die Löschung all dessen verlangen, was wir nicht aufbewahren müssen. Schreiben Sie unserem Support aus dem Kundenbereich; im Schnitt antworten wir innerhalb von 24 Stunden.

## 5. Sicherheit
95 % der Kundengelder liegen in Cold Storage; Auszahlungen gehen nur an freigegebene Adressen; Zwei-Faktor-Authentifizierung und Anmeldebenachrichtigungen stehen in den Sicherheitseinstellungen zur Verfügung.`,
  },
  es: {
    title: 'Política de privacidad',
    description: 'Qué datos personales recopilamos, para qué y cuánto dura su consentimiento.',
    markdown: `## 1. Datos que recopilamos
Nombre, fecha de nacimiento, país y dirección, correo electrónico y teléfono, los documentos de identidad y selfis que suba para la verificación, y el registro de sus depósitos, retiros y operaciones.

## 2. Para qué los usamos
Para abrir y gestionar su cuenta, verificar su identidad (KYC), prevenir el blanqueo de capitales (AML), procesar pagos y cumplir nuestras obligaciones legales. No vendemos datos personales.

## 3. Cuánto dura su consentimiento
Su consentimiento para el tratamiento dura lo que dure el acuerdo de cliente y un año más tras su finalización. Los registros que la ley nos obliga a conservar (por ejemplo, los de prevención del blanqueo) se guardan durante el plazo que fije esa ley.

## 4. Sus derechos
Puede pedir una copia de sus datos, corregirlos o solicitar que eliminemos lo que no estemos obligados a conservar. Escriba a soporte desde su área personal; respondemos en 24 horas de media.

## 5. Seguridad
El 95 % de los activos de los clientes está en almacenamiento en frío; los retiros solo van a direcciones de la lista blanca; en la configuración de seguridad dispone de autenticación en dos pasos y avisos de inicio de sesión.`,
  },
});

/** /cookies */
export const cookies = legal({
  en: {
    title: 'Cookie policy',
    description: 'The cookies and local storage the site uses, and how to clear them.',
    markdown: `## What we store in your browser
- **Session cookies** keep you signed in to the cabinet. They are marked HttpOnly and expire when your session ends.
- **Preferences** (language, theme, the side navigation's expanded state) are kept in local storage so the site looks the way you left it.
- **Deposit and withdrawal history** shown in the demo cabinet is kept in local storage on your device.

## What we do not do
We use no advertising or cross-site tracking cookies.

## Clearing stored data
Open [/clear-cache](/clear-cache) to remove everything the site stored in your browser, or clear site data in your browser settings.`,
  },
  ru: {
    title: 'Политика использования cookie',
    description: 'Какие cookie и данные локального хранилища использует сайт и как их удалить.',
    markdown: `## Что мы храним в браузере
- **Сессионные cookie** сохраняют вход в личный кабинет. Они помечены HttpOnly и удаляются по окончании сессии.
- **Настройки** (язык, тема, состояние боковой панели) хранятся в локальном хранилище, чтобы сайт выглядел так, как вы его оставили.
- **История пополнений и выводов** демо-кабинета хранится в локальном хранилище вашего устройства.

## Чего мы не делаем
Мы не используем рекламные cookie и cookie для отслеживания между сайтами.

## Как удалить данные
Откройте [/clear-cache](/clear-cache), чтобы удалить всё, что сайт сохранил в браузере, или очистите данные сайта в настройках браузера.`,
  },
  de: {
    title: 'Cookie-Richtlinie',
    description: 'Welche Cookies und welchen lokalen Speicher die Website nutzt und wie Sie diese löschen.',
    markdown: `## Was wir in Ihrem Browser speichern
- **Sitzungs-Cookies** halten Sie im Kundenbereich angemeldet. Sie sind als HttpOnly gekennzeichnet und verfallen mit dem Ende Ihrer Sitzung.
- **Einstellungen** (Sprache, Design, ob die Seitennavigation aufgeklappt ist) liegen im lokalen Speicher, damit die Website so aussieht, wie Sie sie verlassen haben.
- **Der Ein- und Auszahlungsverlauf** des Demo-Kundenbereichs liegt im lokalen Speicher Ihres Geräts.

## Was wir nicht tun
Wir verwenden keine Werbe-Cookies und kein seitenübergreifendes Tracking.

## Gespeicherte Daten löschen
Öffnen Sie [/clear-cache](/de/clear-cache), um alles zu entfernen, was die Website in Ihrem Browser gespeichert hat, oder löschen Sie die Website-Daten in den Einstellungen Ihres Browsers.`,
  },
  es: {
    title: 'Política de cookies',
    description: 'Las cookies y el almacenamiento local que utiliza el sitio, y cómo borrarlos.',
    markdown: `## Qué guardamos en su navegador
- **Cookies de sesión**: mantienen abierta su sesión en el área personal. Están marcadas como HttpOnly y caducan al terminar la sesión.
- **Preferencias** (idioma, tema, si la navegación lateral está desplegada): se guardan en el almacenamiento local para que el sitio se vea como lo dejó.
- **Historial de depósitos y retiros** del área personal demo: se guarda en el almacenamiento local de su dispositivo.

## Qué no hacemos
No usamos cookies publicitarias ni de seguimiento entre sitios.

## Borrar los datos guardados
Abra [/clear-cache](/es/clear-cache) para eliminar todo lo que el sitio ha guardado en su navegador, o borre los datos del sitio en la configuración de su navegador.`,
  },
});

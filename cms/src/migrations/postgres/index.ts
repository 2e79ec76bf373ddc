import * as migration_20261122_005926_initial from './20261122_005926_initial';
import * as migration_20261123_212433_theme_fields from './20261123_212433_theme_fields';
import * as migration_20261123_214159_editor_language from './20261123_214159_editor_language';
import * as migration_20261126_021444_site_title_locales from './20261126_021444_site_title_locales';
import * as migration_20261126_025319_article_images from './20261126_025319_article_images';
import * as migration_20261126_025943_seo_fields from './20261126_025943_seo_fields';
import * as migration_20261126_043841_site_images from './20261126_043841_site_images';
import * as migration_20261127_090010_editor_login_guard from './20261127_090010_editor_login_guard';
import * as migration_20261128_134654_trading_ledger from './20261128_134654_trading_ledger';
import * as migration_20261128_161708_api_keys from './20261128_161708_api_keys';
import * as migration_20261128_165059_support_requests from './20261128_165059_support_requests';
import * as migration_20261128_170239_verification from './20261128_170239_verification';
import * as migration_20261128_171730_layout_languages from './20261128_171730_layout_languages';
import * as migration_20261128_171830_version_authors from './20261128_171830_version_authors';
import * as migration_20261128_192500_margin_accounts from './20261128_192500_margin_accounts';
import * as migration_20261128_201538_withdrawal_usd_value from './20261128_201538_withdrawal_usd_value';

export const migrations = [
  {
    up: migration_20261122_005926_initial.up,
    down: migration_20261122_005926_initial.down,
    name: '20261122_005926_initial',
  },
  {
    up: migration_20261123_212433_theme_fields.up,
    down: migration_20261123_212433_theme_fields.down,
    name: '20261123_212433_theme_fields',
  },
  {
    up: migration_20261123_214159_editor_language.up,
    down: migration_20261123_214159_editor_language.down,
    name: '20261123_214159_editor_language',
  },
  {
    up: migration_20261126_021444_site_title_locales.up,
    down: migration_20261126_021444_site_title_locales.down,
    name: '20261126_021444_site_title_locales',
  },
  {
    up: migration_20261126_025319_article_images.up,
    down: migration_20261126_025319_article_images.down,
    name: '20261126_025319_article_images',
  },
  {
    up: migration_20261126_025943_seo_fields.up,
    down: migration_20261126_025943_seo_fields.down,
    name: '20261126_025943_seo_fields',
  },
  {
    up: migration_20261126_043841_site_images.up,
    down: migration_20261126_043841_site_images.down,
    name: '20261126_043841_site_images',
  },
  {
    up: migration_20261127_090010_editor_login_guard.up,
    down: migration_20261127_090010_editor_login_guard.down,
    name: '20261127_090010_editor_login_guard',
  },
  {
    up: migration_20261128_134654_trading_ledger.up,
    down: migration_20261128_134654_trading_ledger.down,
    name: '20261128_134654_trading_ledger',
  },
  {
    up: migration_20261128_161708_api_keys.up,
    down: migration_20261128_161708_api_keys.down,
    name: '20261128_161708_api_keys',
  },
  {
    up: migration_20261128_165059_support_requests.up,
    down: migration_20261128_165059_support_requests.down,
    name: '20261128_165059_support_requests',
  },
  {
    up: migration_20261128_170239_verification.up,
    down: migration_20261128_170239_verification.down,
    name: '20261128_170239_verification',
  },
  {
    up: migration_20261128_171730_layout_languages.up,
    down: migration_20261128_171730_layout_languages.down,
    name: '20261128_171730_layout_languages',
  },
  {
    up: migration_20261128_171830_version_authors.up,
    down: migration_20261128_171830_version_authors.down,
    name: '20261128_171830_version_authors',
  },
  {
    up: migration_20261128_192500_margin_accounts.up,
    down: migration_20261128_192500_margin_accounts.down,
    name: '20261128_192500_margin_accounts',
  },
  {
    up: migration_20261128_201538_withdrawal_usd_value.up,
    down: migration_20261128_201538_withdrawal_usd_value.down,
    name: '20261128_201538_withdrawal_usd_value'
  },
];

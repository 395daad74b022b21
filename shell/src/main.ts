// An async boundary so that shared modules (React, the router, i18n) are negotiated before any of them runs.
import('./bootstrap');

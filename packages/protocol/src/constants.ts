/** Business constants (chat-session.md §9, leave-messages-work-orders.md §9). Times in ms unless named. */

export const REQUEST_TIMEOUT_MS = 3_000_000;
export const POLL_INTERVAL_MS = 2000;
/** Lifetime of the stored visitor id and of the visitor token (about 5.8 days). */
export const VISITOR_ID_TTL_MS = 504_000_000;
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_TIME_START = 0;
/** Debounce of robot suggestions and of the typing report (the 500 ms reading; see docs/decisions.md). */
export const TYPING_DEBOUNCE_MS = 500;
export const ROBOT_TIPS_DEBOUNCE_MS = 500;
export const TYPING_TITLE_RESET_MS = 1200;
export const AGENT_TYPING_INDICATOR_MS = 2000;
export const ROBOT_TIPS_HIDE_MS = 5000;
export const ROBOT_GUIDE_DELAY_MS = 1000;
export const AUTO_TRANSFER_DELAY_MS = 1000;
export const CANNED_ANSWER_DELAY_MS = 200;
export const SCROLL_DELAY_MS = 500;
export const IDLE_MINUTE_MS = 60_000;
export const TITLE_BLINK_MS = 800;
export const FAQ_PAGE_SIZE = 5;
export const STAR_MIN = 1;
export const STAR_MAX = 5;
export const STAR_DEFAULT = 5;
export const EMOJI_COUNT = 50;
/** Evaluation comment limit: the 64-character reading (see docs/decisions.md). */
export const EVALUATE_COMMENT_MAX = 64;
export const UPLOAD_MAX_BYTES = 10_485_760;
export const TOAST_MS = 3000;
export const TOAST_SUCCESS_MS = 2000;
export const NOTICE_CHARS_PER_SECOND = 9;
export const NOTICE_SHORT_TEXT_LENGTH = 10;
export const NOTICE_SHORT_DURATION_S = 15;
/** Timestamps below this are seconds, not milliseconds. */
export const SECONDS_TIMESTAMP_LIMIT = 1e10;
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd hh:mm:ss';
export const WIDE_SCREEN_PX = 800;
export const LEAVE_MSG_MAX_ATTACHMENTS = 3;
/** Leave-message and ticket attachments: images of these types only (leave-messages-work-orders §5). */
export const LEAVE_MSG_IMAGE_SUFFIXES = ['gif', 'jpeg', 'png', 'jpg', 'bmp'] as const;
export const TICKET_TEMPLATE_DELAY_MS = 1000;
export const CAROUSEL_HEIGHT_PX = 150;
/** Quick-link grid: more than 4 small, more than 2 normal, otherwise large. */
export const QUICK_LINK_SMALL_OVER = 4;
export const QUICK_LINK_NORMAL_OVER = 2;
export const CARD_FORM_DESKTOP_WIDTH_PX = 600;
export const DEFAULT_LOCALE = 'zh';
/** A visitor's own message can be withdrawn by its agent within this window. */
export const AGENT_RECALL_WINDOW_MS = 120_000;
/** The longest period of the robot's unanswered-questions list; older questions are purged. */
export const UNANSWERED_MAX_DAYS = 90;

/** How long a large-model answer may take before the robot answers from its knowledge base alone. */
export const LARGE_MODEL_TIMEOUT_MS = 8000;

/** Name of the request header that carries the visitor token. */
export const TOKEN_HEADER = 'token';
/** Base path of the widget app. */
export const WIDGET_BASE = '/chat_online/';
/** The chat page's path (chat-session.md §2). */
export const CHAT_PAGE = `${WIDGET_BASE}index`;
/** The element of the chat page that carries its channel's channelInfo answer (server S-WB12, widget W-ST10). */
export const CHANNEL_INFO_ELEMENT_ID = 'pw-channel-info';
export const CONSOLE_BASE = '/console/';

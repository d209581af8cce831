import { z } from 'zod';
import { TicketDeskPath, cardFormSchema, type CardForm } from '@parley/protocol';
import { call } from '../../../shared/api';

/** The workspace's card forms, offered under "Send card". */
export const fetchCardForms = (): Promise<CardForm[]> => call('GET', TicketDeskPath.cardForms, z.array(cardFormSchema));

import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope } from '../../platform/common/envelope';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** A signed form token for the contact form, asked for when a visitor starts writing (bot-check.ts). */
  @Get('form-token')
  formToken() {
    return envelope(this.contact.formToken(), 'Form token');
  }

  /** The contact form and the home page's enquiry box. */
  @Post()
  @HttpCode(200)
  async send(@Body() body: ContactDto) {
    return envelope(await this.contact.receive(body), 'Message received');
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope } from '../common/envelope';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact form and the home page's enquiry box (issue 11). */
  @Post()
  @HttpCode(200)
  async send(@Body() body: ContactDto) {
    return envelope(await this.contact.receive(body), 'Message received');
  }
}
